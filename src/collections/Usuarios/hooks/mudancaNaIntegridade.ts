import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { registrarAcao } from '@/collections/Auditoria/registrar'
import { avisarEquipe } from '@/server/servicos/denuncias/avisos-equipe'

type Conta = { id: number | string; nome?: string | null; email?: string | null; roles?: readonly string[] | null }

const integra = (c: Conta | null | undefined) => Boolean(c?.roles?.includes('integridade'))

/**
 * Nobody joins or leaves the integridade team silently (issue 34; decision
 * 0017): giving an account the role, taking it away, or deleting an account
 * that held it is recorded in the audit log with who did it, and e-mailed to
 * every other holder of the role through the outbox, in the change's transaction.
 */
async function registrar(req: PayloadRequest, conta: Conta, entrou: boolean) {
  await registrarAcao(req, entrou ? 'entrou-na-integridade' : 'saiu-da-integridade', 'users', conta.id)
  const autor = req.user && req.user.collection === 'users' ? (req.user as Conta) : null
  await avisarEquipe(req.payload, req, entrou ? 'entrada' : 'saida', conta, autor)
}

export const mudancaNaIntegridade: CollectionAfterChangeHook<Conta> = async ({ doc, previousDoc, operation, req }) => {
  const antes = operation === 'update' && integra(previousDoc)
  if (antes !== integra(doc)) await registrar(req, doc, !antes)
  return doc
}

export const saidaDaIntegridadeAoExcluir: CollectionAfterDeleteHook<Conta> = async ({ doc, req }) => {
  if (integra(doc)) await registrar(req, doc, false)
}
