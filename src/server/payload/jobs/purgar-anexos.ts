import type { Payload } from 'payload'

import { apagarOnde } from './apagar'
import { tarefaAgendada } from './tarefa'

/** A file nobody claimed within this time was abandoned with its form (or sent by a bot): it is deleted. */
export const PRAZO_ANEXO_SEM_DONO_MS = 6 * 60 * 60_000

/** Deletes the attachments no submission claimed before the deadline; answers how many. */
export async function purgarAnexosSemDono(payload: Payload, agora = Date.now()): Promise<number> {
  return apagarOnde(payload, 'anexos', {
    and: [{ 'submissao.colecao': { exists: false } }, { createdAt: { less_than: new Date(agora - PRAZO_ANEXO_SEM_DONO_MS).toISOString() } }],
  })
}

/** Every hour (queue "manutencao"): attachments no submission claimed within six hours. */
export const tarefaPurgarAnexos = tarefaAgendada('purgarAnexos', {
  label: 'Apagar anexos não enviados com um formulário',
  retries: 0,
  cron: '17 * * * *',
  fila: 'manutencao',
  contagens: ['apagados'],
  executar: async (payload) => ({ apagados: await purgarAnexosSemDono(payload) }),
})
