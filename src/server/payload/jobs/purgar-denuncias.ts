import type { Payload } from 'payload'

import { DENUNCIA } from '@/domain/denuncia/submissao'

import { ambienteDosJobs } from './ambiente'
import { apagarOnde } from './apagar'
import { tarefaAgendada } from './tarefa'

/**
 * Deletes the reports closed longer ago than the retention period
 * (DENUNCIAS_RETENCAO_DIAS): their text, identity, files and conversation go
 * with the row, since all of them are sealed in it. An open report is never
 * purged, however old. Answers how many were deleted.
 */
export async function purgarDenunciasFechadas(payload: Payload, agora = Date.now(), dias = ambienteDosJobs.atual().DENUNCIAS_RETENCAO_DIAS): Promise<number> {
  const limite = new Date(agora - dias * 24 * 60 * 60_000).toISOString()
  return apagarOnde(payload, DENUNCIA.slug, { and: [{ status: { in: [...DENUNCIA.encerradas] } }, { dataDeFechamento: { less_than: limite } }] })
}

/** Once a day (queue "manutencao"): closed reports past their retention. */
export const tarefaPurgarDenuncias = tarefaAgendada('purgarDenuncias', {
  label: 'Apagar denúncias encerradas após o prazo de retenção',
  retries: 0,
  cron: '41 3 * * *',
  fila: 'manutencao',
  contagens: ['apagadas'],
  executar: async (payload) => ({ apagadas: await purgarDenunciasFechadas(payload) }),
})
