import type { CollectionSlug, Payload } from 'payload'

import type { Role } from '@/access/roles'
import { DIAS_VENCENDO } from '@/domain/equipe/fila'
import { dataNoFusoDaAgencia, somarDias } from '@/domain/ouvidoria/prazo'

import { enfileirarMensagem } from '../../adaptadores/email/caixa-de-saida'
import { env } from '../../plataforma/env'

import { tarefaAgendada } from './tarefa'

/** What each case collection tells the digest (its config's `custom.caso`, set by the submissions' spine). */
export interface DadosDoCaso {
  equipe: Role
  encerradas: readonly string[]
  rotulo: string
}

interface Contagem {
  slug: string
  rotulo: string
  atrasados: number
  aVencer: number
}

const meioDia = (dia: string) => `${dia}T12:00:00.000Z`

/** The back-office list of one collection's open cases with a deadline in [de, ate] (absent: no bound). */
function linkDaLista(slug: string, encerradas: readonly string[], de?: string, ate?: string): string {
  const filtros = [
    ...(de ? [['prazo', 'greater_than_equal', meioDia(de)]] : []),
    ...(ate ? [['prazo', de ? 'less_than_equal' : 'less_than', meioDia(ate)]] : []),
    ['situacao', 'not_in', encerradas.join(',')],
  ]
  const qs = filtros.map(([campo, op, valor], i) => `where[and][${i}][${campo}][${op}]=${encodeURIComponent(valor!)}`).join('&')
  return `${env().siteUrl}/admin/collections/${slug}?${qs}`
}

async function contar(payload: Payload, slug: string, caso: DadosDoCaso, hoje: string): Promise<Contagem> {
  const abertos = { situacao: { not_in: [...caso.encerradas] } }
  const n = async (prazo: Record<string, string>) =>
    (await payload.count({ collection: slug as CollectionSlug, where: { and: [abertos, { prazo }] }, overrideAccess: true })).totalDocs
  return {
    slug,
    rotulo: caso.rotulo,
    atrasados: await n({ less_than: meioDia(hoje) }),
    aVencer: await n({ greater_than_equal: meioDia(hoje), less_than_equal: meioDia(somarDias(hoje, DIAS_VENCENDO)) }),
  }
}

/** The digest's text: counts and links only, never a citizen's data. */
export function textoDoResumo(hoje: string, contagens: readonly (Contagem & { encerradas: readonly string[] })[]): string {
  const linhas = contagens.flatMap((c) => [
    `${c.rotulo}:`,
    `- atrasados: ${c.atrasados}${c.atrasados ? ` — ${linkDaLista(c.slug, c.encerradas, undefined, hoje)}` : ''}`,
    `- vencem em até ${DIAS_VENCENDO} dias: ${c.aVencer}${c.aVencer ? ` — ${linkDaLista(c.slug, c.encerradas, hoje, somarDias(hoje, DIAS_VENCENDO))}` : ''}`,
    '',
  ])
  const [a, m, d] = hoje.split('-')
  return [`Resumo dos prazos de ${d}/${m}/${a}: casos em aberto da sua equipe atrasados ou que vencem nos próximos ${DIAS_VENCENDO} dias.`, '', ...linhas].join('\n').trimEnd()
}

/**
 * Each team's daily digest (issue 31): for every case collection it works, how many
 * open cases are overdue and how many fall due within three days, with links to the
 * filtered back-office lists; one message to each member through the outbox. A team
 * with nothing due gets nothing. Counts only: no citizen's data in an e-mail.
 */
export async function enviarResumoDosPrazos(payload: Payload, agora = new Date()): Promise<{ mensagens: number }> {
  const hoje = dataNoFusoDaAgencia(agora)
  const porEquipe = new Map<Role, (Contagem & { encerradas: readonly string[] })[]>()
  for (const c of payload.config.collections) {
    const caso = (c.custom as { caso?: DadosDoCaso } | undefined)?.caso
    if (!caso) continue
    const contagem = await contar(payload, c.slug, caso, hoje)
    if (contagem.atrasados || contagem.aVencer) porEquipe.set(caso.equipe, [...(porEquipe.get(caso.equipe) ?? []), { ...contagem, encerradas: caso.encerradas }])
  }
  let mensagens = 0
  for (const [equipe, contagens] of porEquipe) {
    const { docs } = await payload.find({ collection: 'users', where: { roles: { contains: equipe } }, depth: 0, limit: 500, overrideAccess: true, select: { email: true } })
    for (const membro of docs) {
      await enfileirarMensagem(payload, {}, { para: membro.email, assunto: 'Resumo diário dos prazos', texto: textoDoResumo(hoje, contagens), papel: equipe, origem: `resumo-dos-prazos:${hoje}` })
      mensagens++
    }
  }
  return { mensagens }
}

/** Every working day at 07:30 in Brasília (10:30 UTC), queue "manutencao". */
export const tarefaResumoDosPrazos = tarefaAgendada('resumoDosPrazos', {
  label: 'Enviar a cada equipe o resumo dos prazos',
  retries: 1,
  cron: '30 10 * * 1-5',
  fila: 'manutencao',
  contagens: ['mensagens'],
  executar: enviarResumoDosPrazos,
})
