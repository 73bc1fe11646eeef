import type { CollectionSlug, Payload } from 'payload'

import { limiteDeRetencao, RETENCAO_ATENDIMENTO } from '@/domain/retencao-atendimento'

import { lerRegrasDoAtendimento } from '../../servicos/atendimento/configuracoes'
import { purgarMensagensNaoEnviadas } from '../../adaptadores/email/retencao'

import { apagarOnde } from './apagar'
import { tarefaAgendada } from './tarefa'

/** Records erased per round: a large backlog goes in several rounds rather than one huge statement. */
const LOTE = 100

/**
 * Erases one record past its retention and everything that carries its data:
 * its attachments (deleting the row deletes the file) and its e-mails in the
 * outbox. The record goes last, so a failure midway leaves it to be found again.
 */
async function apagarRegistro(payload: Payload, colecao: string, id: number | string): Promise<number> {
  const anexos = await apagarOnde(payload, 'anexos', { and: [{ 'submissao.colecao': { equals: colecao } }, { 'submissao.registro': { equals: String(id) } }] })
  await apagarOnde(payload, 'mensagens', { origem: { equals: `${colecao}:${id}` } })
  await payload.delete({ collection: colecao as CollectionSlug, id, overrideAccess: true, depth: 0 })
  return anexos
}

export interface ResultadoPurga {
  registros: number
  anexos: number
}

/**
 * The customer-service retention (domain/retencao-atendimento.ts): in every
 * collection of the list, records untouched for longer than the months set in
 * the back-office (Atendimento › Prazos e retenção) are erased with their files
 * and e-mails. Counted from the last change (an answer, a closing), so a message
 * still being handled is never lost.
 */
export async function purgarAtendimento(payload: Payload, agora = new Date()): Promise<ResultadoPurga> {
  const { retencaoMeses } = await lerRegrasDoAtendimento(payload)
  const total: ResultadoPurga = { registros: 0, anexos: 0 }
  for (const { colecao } of RETENCAO_ATENDIMENTO) {
    const limite = limiteDeRetencao(agora, retencaoMeses[colecao]!).toISOString()
    for (;;) {
      const { docs } = await payload.find({
        collection: colecao,
        where: { updatedAt: { less_than: limite } },
        limit: LOTE,
        depth: 0,
        overrideAccess: true,
        select: {},
      })
      for (const d of docs) {
        total.anexos += await apagarRegistro(payload, colecao, d.id)
        total.registros++
      }
      if (docs.length < LOTE) break
    }
  }
  return total
}

/** Every day at 03:41 (queue "manutencao"): the customer-service channels' retention, and the outbox's unsent messages past theirs. */
export const tarefaPurgarAtendimento = tarefaAgendada('purgarAtendimento', {
  label: 'Apagar dados do atendimento após o prazo de retenção',
  retries: 1,
  cron: '41 3 * * *',
  fila: 'manutencao',
  contagens: ['registros', 'anexos', 'mensagens'],
  executar: async (payload) => ({ ...(await purgarAtendimento(payload)), mensagens: await purgarMensagensNaoEnviadas(payload) }),
})
