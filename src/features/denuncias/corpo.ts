import type { FormularioDenuncia } from './schema'

/**
 * The call's body from the page's values: an anonymous report carries only the text and the files
 * (spec 3 §7). Apart from the schema, so the page's first load has no zod (decision 0016).
 */
export function corpoDoPedido(v: FormularioDenuncia): Record<string, unknown> {
  const Documentos = v.Documentos.map((d) => ({ nome: d.nome, conteudo: d.conteudo, withContent: true }))
  const comum = { denuncia: v.denuncia, Documentos, manterMetadados: v.manterMetadados, captcha: v.captcha }
  if (v.anonimo) return { anonimo: true, ...comum }
  return { anonimo: false, nome: v.nome, telefone: v.telefone, email: v.email, cpfcnpj: v.cpfcnpj, endereco: v.endereco, sigilo: v.sigilo, ...comum }
}
