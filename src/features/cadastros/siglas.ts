import type { Valores } from '@/domain/formulario/catalogo'

/** Spec 3 §8: the chosen document type is not in the list the page read. */
export const SEM_TIPO_DOCUMENTO = 'Nenhum tipo documento encontrado com a descrição fornecida.'

/** The people of each form whose document type goes with its acronym (spec 3 §3: tipoDocumentoSigla<suffix>). */
export const PESSOAS_COM_DOCUMENTO = { fisica: ['Beneficiario', 'Conjuge'], juridica: ['RepresentanteLegal'] } as const

/** The payload fields the page fills from the document-type list without showing them. */
export const camposSigla = (tipo: keyof typeof PESSOAS_COM_DOCUMENTO): string[] => PESSOAS_COM_DOCUMENTO[tipo].map((s) => `tipoDocumentoSigla${s}`)

/**
 * The values with every person's tipoDocumentoSigla set from the document-type list
 * (description → acronym): always sent, '' when no type is chosen or the chosen one
 * is not in the list (`semSigla`, the warning's case).
 */
export function comSiglas(valores: Valores, tipo: keyof typeof PESSOAS_COM_DOCUMENTO, siglas: ReadonlyMap<string, string>): { valores: Valores; semSigla: boolean } {
  const saida: Valores = { ...valores }
  let semSigla = false
  for (const s of PESSOAS_COM_DOCUMENTO[tipo]) {
    const descricao = typeof valores[`tipoDocumento${s}`] === 'string' ? String(valores[`tipoDocumento${s}`]).trim() : ''
    const sigla = descricao ? siglas.get(descricao) : undefined
    if (descricao && sigla === undefined) semSigla = true
    saida[`tipoDocumentoSigla${s}`] = sigla ?? ''
  }
  return { valores: saida, semSigla }
}
