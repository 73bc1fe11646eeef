import 'server-only'

import { CADASTRO_FUNDOS } from '@/domain/cadastro/submissao'
import { MENSAGEM_CONTATO } from '@/domain/fale-conosco/submissao'
import { MANIFESTACAO_OUVIDORIA } from '@/domain/ouvidoria/submissao'
import { PROTOCOLO_DIGITAL } from '@/domain/protocolo/submissao'
import { SOLICITACAO_FINANCIAMENTO } from '@/domain/solicitacao/submissao'
import { SERVICOS_ACOMPANHADOS } from '@/domain/submissao/servicos-acompanhados'
import { acompanhamentoDe, type Acompanhamento, type RegistroAcompanhado, type TipoAcompanhado } from '@/domain/submissao/acompanhamento'
import type { EsquemaDeNumero } from '@/domain/submissao/numero'
import { lerNumero } from '@/domain/submissao/numero'

import type { ColecaoSubmissao } from './submissoes'
import { payloadClient } from './payload'

/** A kind the citizen follows up by number: its collection, its number's scheme and how the page names it. */
export interface TipoComNumero extends TipoAcompanhado, EsquemaDeNumero {
  colecao: ColecaoSubmissao
}

const tipo = (d: {
  slug: keyof typeof SERVICOS_ACOMPANHADOS
  protocolo?: EsquemaDeNumero
  situacoes: TipoAcompanhado['situacoes']
  encerradas: readonly string[]
}): TipoComNumero => ({
  colecao: d.slug,
  ...d.protocolo!,
  ...SERVICOS_ACOMPANHADOS[d.slug],
  situacoes: d.situacoes,
  concluidas: d.encerradas,
})

/**
 * Every kind with a number (simulations have none: nothing is filed, nobody follows
 * them up). The prefixed schemes first: the digital protocol's bare number is tried last.
 */
export const TIPOS_COM_NUMERO: readonly TipoComNumero[] = [
  tipo(SOLICITACAO_FINANCIAMENTO),
  tipo(CADASTRO_FUNDOS),
  tipo(MENSAGEM_CONTATO),
  tipo(MANIFESTACAO_OUVIDORIA),
  tipo(PROTOCOLO_DIGITAL),
]

/** The workflow fields the public view may read (domain/submissao/acompanhamento.ts); a kind has some of them. */
const CAMPOS_PUBLICOS = ['protocolo', 'situacao', 'createdAt', 'updatedAt', 'prazo', 'prazoResposta', 'resposta', 'respostaEnviadaEm'] as const

/**
 * The public view of the submission with this number, or null (not a number, or
 * none such). The number is the capability (80 random bits), so the record is read
 * with overrideAccess, and only its workflow fields are selected: what the citizen
 * typed is never even loaded.
 */
export async function consultarAcompanhamento(digitado: string): Promise<Acompanhamento | null> {
  const lido = lerNumero(digitado, TIPOS_COM_NUMERO)
  if (!lido) return null
  const payload = await payloadClient()
  const { colecao } = lido.esquema
  const existentes = new Set(payload.collections[colecao].config.flattenedFields.map((f) => f.name))
  const select = Object.fromEntries(CAMPOS_PUBLICOS.filter((c) => existentes.has(c)).map((c) => [c, true]))
  const { docs } = await payload.find({ collection: colecao, where: { protocolo: { equals: lido.numero } }, select, limit: 1, depth: 0, overrideAccess: true })
  const registro = docs[0] as unknown as RegistroAcompanhado | undefined
  return registro ? acompanhamentoDe(lido.esquema, registro) : null
}
