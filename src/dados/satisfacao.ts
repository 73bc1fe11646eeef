import 'server-only'

import {
  inicioDosUltimos12Meses,
  MAXIMO_COMENTARIO,
  MENSAGENS_SATISFACAO,
  resultadosDaSatisfacao,
  satisfacaoPorServico,
  type ResultadoDoMes,
  type SatisfacaoDoServico,
} from '@/domain/satisfacao'
import { diaNoFusoDoSite } from '@/domain/datas'
import { SERVICOS_ACOMPANHADOS } from '@/domain/submissao/servicos-acompanhados'
import { casoDoToken } from '@/server/servicos/satisfacao/link'

import { payloadClient } from './payload'
import { violouUnicidade } from './submissoes'

/** Where a survey link stands: not ours or expired, already used, or open for the case's service. */
export type EstadoDaAvaliacao = { tipo: 'invalida' } | { tipo: 'usada' } | { tipo: 'aberta'; caso: string; servico: string }

const ehAcompanhada = (slug: string): slug is keyof typeof SERVICOS_ACOMPANHADOS => Object.hasOwn(SERVICOS_ACOMPANHADOS, slug)

/** The state of the survey link `token` (a signed 'colecao:id', server/servicos/satisfacao/link.ts). */
export async function estadoDaAvaliacao(token: string | null | undefined): Promise<EstadoDaAvaliacao> {
  const c = casoDoToken(token)
  if (!c || !ehAcompanhada(c.colecao)) return { tipo: 'invalida' }
  const caso = `${c.colecao}:${c.id}`
  const payload = await payloadClient()
  const { totalDocs } = await payload.count({ collection: 'avaliacoes-satisfacao', where: { caso: { equals: caso } }, overrideAccess: true })
  return totalDocs ? { tipo: 'usada' } : { tipo: 'aberta', caso, servico: SERVICOS_ACOMPANHADOS[c.colecao].servico }
}

/**
 * Stores a rating once per case: the second use of a link finds the unique `caso` and is
 * refused with its message. Written by the server on the link's authority (overrideAccess):
 * the collection admits no API create. Answers the message the page shows.
 */
export async function registrarAvaliacao(token: string, nota: number, comentario: string): Promise<{ ok: boolean; mensagem: string }> {
  const estado = await estadoDaAvaliacao(token)
  if (estado.tipo === 'invalida') return { ok: false, mensagem: MENSAGENS_SATISFACAO.invalida }
  if (estado.tipo === 'usada') return { ok: false, mensagem: MENSAGENS_SATISFACAO.jaUsada }
  if (!Number.isInteger(nota) || nota < 1 || nota > 5) return { ok: false, mensagem: MENSAGENS_SATISFACAO.notaFaltando }
  const payload = await payloadClient()
  const mes = diaNoFusoDoSite(new Date()).slice(0, 7)
  try {
    await payload.create({
      collection: 'avaliacoes-satisfacao',
      data: { caso: estado.caso, servico: estado.servico, mes, nota, comentario: comentario.trim().slice(0, MAXIMO_COMENTARIO) || null },
      overrideAccess: true,
    })
  } catch (e) {
    // Two sends of the same link at once: the other one was stored.
    if (violouUnicidade(e, 'caso')) return { ok: false, mensagem: MENSAGENS_SATISFACAO.jaUsada }
    throw e
  }
  return { ok: true, mensagem: MENSAGENS_SATISFACAO.registrada }
}

/**
 * The survey's results per service and month (counts, mean, how many of each score), no
 * comment, no person: what the Carta de Serviços publishes (Lei 13.460/2017 art. 23).
 * `desde` (AAAA-MM) limits the months read.
 */
export async function resultadosDaSatisfacaoPorMes(desde?: string): Promise<ResultadoDoMes[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'avaliacoes-satisfacao',
    where: desde ? { mes: { greater_than_equal: desde } } : {},
    select: { servico: true, mes: true, nota: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return resultadosDaSatisfacao(docs.map((d) => ({ servico: d.servico, mes: d.mes, nota: d.nota })))
}

/** What the Carta de Serviços shows of the survey: the period (AAAA-MM) and each rated service's months. */
export interface SatisfacaoDaCarta {
  desde: string
  ate: string
  servicos: SatisfacaoDoServico[]
}

/**
 * The last 12 months' results (the current month included, in the site's time zone) of every
 * service the survey covers (`SERVICOS_ACOMPANHADOS`), rated or not.
 */
export async function satisfacaoDaCarta(agora: Date = new Date()): Promise<SatisfacaoDaCarta> {
  const ate = diaNoFusoDoSite(agora).slice(0, 7)
  const desde = inicioDosUltimos12Meses(ate)
  const servicos = Object.values(SERVICOS_ACOMPANHADOS).map((s) => s.servico)
  return { desde, ate, servicos: satisfacaoPorServico(servicos, await resultadosDaSatisfacaoPorMes(desde), desde, ate) }
}
