import type { CollectionBeforeChangeHook } from 'payload'

import { PARA_DENUNCIANTE } from './cifra'
import { equipeDeIntegridade } from './equipe'
import { novaMensagem, type MensagemGuardada } from './mensagens'

/**
 * The team writes to the reporter in a virtual field of the back-office
 * (`novaMensagem`); this hook seals it for the team and the reporter's public
 * key, like the observation, and appends it to the conversation, so the text
 * never reaches the database. The conversation and the files only grow: a save
 * from the back-office (which holds the row as it was loaded) never replaces
 * them, so a reply the reporter sent meanwhile is not lost. Only the reporter's
 * own call (context `doDenunciante`) appends files and replies.
 */
export const selarMensagemDaEquipe: CollectionBeforeChangeHook = async ({ data, originalDoc, req, operation, context }) => {
  if (operation !== 'update') return data
  const texto = typeof data.novaMensagem === 'string' ? data.novaMensagem.trim() : ''
  delete data.novaMensagem
  if (context?.doDenunciante) return data
  const anterior = (originalDoc ?? {}) as Record<string, unknown>
  data.documentos = anterior.documentos ?? []
  const mensagens = ((anterior.mensagens as MensagemGuardada[] | null) ?? []).slice()
  if (texto) {
    const equipe = await equipeDeIntegridade(req.payload)
    const para = [...equipe, { id: PARA_DENUNCIANTE, chavePublica: String(anterior.chaveDoDenunciante) }]
    mensagens.push(novaMensagem(String(anterior.etiqueta), mensagens.length, 'equipe', { texto, anexos: [] }, para))
  }
  data.mensagens = mensagens
  return data
}
