/**
 * The whistleblower calls' bodies (spec 3 §3 Whistleblower report, Report
 * lookup; rules and messages of §5). Identity fields count only when the
 * report is not anonymous: an anonymous report keeps none of them, whatever
 * the body carried.
 */
import { z } from 'zod'

import { recusaDoArquivo, REGRAS_DENUNCIA } from '@/domain/formulario/arquivos'
import { cpfOuCnpjValido, digitos, emailValido } from '@/domain/validacao'

export const MENSAGENS_DENUNCIA = {
  nomeObrigatorio: 'Campo nome é obrigatório',
  nomeCurto: 'Nome deve ter pelo menos 3 caracteres',
  cpfCnpjObrigatorio: 'Campo CPF/CNPJ é obrigatório',
  cpfCnpjInvalido: 'CPF/CNPJ inválido',
  telefoneObrigatorio: 'Campo telefone é obrigatório',
  telefoneInvalido: 'Telefone inválido',
  emailObrigatorio: 'Campo e-mail é obrigatório',
  emailInvalido: 'E-mail inválido',
  enderecoObrigatorio: 'Campo endereço é obrigatório',
  enderecoInvalido: 'Endereço inválido',
  descricaoObrigatoria: 'Campo descrição é obrigatório',
  descricaoInvalida: 'Descrição inválida',
  protocoloObrigatorio: 'Por favor, informe o número do protocolo',
} as const

const M = MENSAGENS_DENUNCIA
/** A report's text: generous, but bounded so a body cannot be mostly one field. */
export const DENUNCIA_MAXIMO = 20_000

const documento = z.object({
  nome: z.string().trim().min(1).max(255),
  conteudo: z.base64(),
  withContent: z.boolean().optional(),
})

const opcional = z.string().trim().max(200).optional()

export const esquemaPedidoDenuncia = z
  .object({
    anonimo: z.boolean().default(false),
    nome: opcional,
    telefone: opcional,
    email: opcional,
    cpfcnpj: opcional,
    endereco: opcional,
    sigilo: z.boolean().optional(),
    denuncia: z.string({ error: M.descricaoObrigatoria }).trim().min(1, M.descricaoObrigatoria).max(DENUNCIA_MAXIMO, M.descricaoInvalida),
    Documentos: z.array(documento).max(REGRAS_DENUNCIA.maxArquivos).optional(),
    captcha: z.string().max(20_000).optional(),
  })
  .superRefine((d, ctx) => {
    const erro = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
    const aceitos: { nome: string; tamanho: number }[] = []
    for (const doc of d.Documentos ?? []) {
      // base64: 4 characters carry 3 bytes, less the padding.
      const candidato = { nome: doc.nome, tamanho: (doc.conteudo.length * 3) / 4 - (doc.conteudo.match(/=+$/)?.[0].length ?? 0) }
      const problema = recusaDoArquivo(REGRAS_DENUNCIA, candidato, aceitos)
      if (problema) return erro('Documentos', problema)
      aceitos.push(candidato)
    }
    if (d.anonimo) return
    if (!d.nome) erro('nome', M.nomeObrigatorio)
    else if (d.nome.length < 3 || d.nome.length > 100) erro('nome', M.nomeCurto)
    if (!d.cpfcnpj) erro('cpfcnpj', M.cpfCnpjObrigatorio)
    else if (!cpfOuCnpjValido(d.cpfcnpj)) erro('cpfcnpj', M.cpfCnpjInvalido)
    if (!d.telefone) erro('telefone', M.telefoneObrigatorio)
    else if (![10, 11].includes(digitos(d.telefone).length)) erro('telefone', M.telefoneInvalido)
    if (!d.email) erro('email', M.emailObrigatorio)
    else if (!emailValido(d.email) || d.email.length > 100) erro('email', M.emailInvalido)
    if (!d.endereco) erro('endereco', M.enderecoObrigatorio)
    else if (d.endereco.length > 100) erro('endereco', M.enderecoInvalido)
  })

export type PedidoDenuncia = z.output<typeof esquemaPedidoDenuncia>

/** The lookup: `{ ID }`, the receipt as typed. */
export const esquemaConsultaDenuncia = z.object({
  ID: z.string({ error: M.protocoloObrigatorio }).trim().min(1, M.protocoloObrigatorio).max(64, M.protocoloObrigatorio),
  captcha: z.string().max(20_000).optional(),
})

export type ConsultaDenuncia = z.output<typeof esquemaConsultaDenuncia>
