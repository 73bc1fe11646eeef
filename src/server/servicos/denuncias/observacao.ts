import type { CollectionBeforeChangeHook } from 'payload'

import { DENUNCIA } from '@/domain/denuncia/submissao'

import { PARA_DENUNCIANTE, selar } from './cifra'
import { contextoDe, equipeDeIntegridade } from './equipe'

/** The statuses that close a report (its definition's): the lookup then shows the closing date. */
const FECHADOS: ReadonlySet<string> = new Set(DENUNCIA.encerradas)

/**
 * The team writes an observation for the reporter in a virtual field; this
 * hook seals it for the team and the reporter's public key (no passphrase is
 * needed to seal) and stores only the envelope, so the text never reaches the
 * database. Closing a report stamps its closing date; reopening clears it.
 */
export const selarObservacao: CollectionBeforeChangeHook = async ({ data, originalDoc, req, operation }) => {
  if (operation !== 'update') return data
  const texto = typeof data.novaObservacao === 'string' ? data.novaObservacao.trim() : ''
  delete data.novaObservacao
  const anterior = (originalDoc ?? {}) as Record<string, unknown>
  const doc = { ...anterior, ...data }
  if (texto) {
    const equipe = await equipeDeIntegridade(req.payload)
    const para = [...equipe, { id: PARA_DENUNCIANTE, chavePublica: String(doc.chaveDoDenunciante) }]
    data.observacao = selar(texto, contextoDe(String(doc.etiqueta), 'observacao'), para)
  }
  if (data.status !== undefined && data.status !== anterior.status) {
    data.dataDeFechamento = FECHADOS.has(String(data.status)) ? new Date().toISOString() : null
  }
  return data
}
