import type { Endpoint, PayloadHandler } from 'payload'

import { bloqueioPorFalhas, chaveDaRequisicao, contarFalha } from '@/server/limites'

/**
 * Staff login under the `login` abuse limit (server/limites/regras.ts): one
 * address cannot try passwords on many accounts, which the per-account lockout
 * alone does not stop. Only failed attempts count, so colleagues signing in
 * from one office address are never held back. A collection's own endpoints
 * come before Payload's, so this one answers POST /api/users/login and hands
 * the request to Payload's.
 */
const handler: PayloadHandler = async (req) => {
  const chave = chaveDaRequisicao(req)
  const bloqueio = await bloqueioPorFalhas('login', chave)
  if (bloqueio) return bloqueio
  const doPayload = req.payload.collections.users.config.endpoints
  const padrao = doPayload ? doPayload.find((e) => e.path === '/login' && e.method === 'post' && e.handler !== handler) : undefined
  if (!padrao) throw new Error('endpoint de login do Payload não encontrado')
  try {
    return await padrao.handler(req)
  } catch (e) {
    // A wrong password (401) or a locked account (423) counts; the error still answers as Payload's.
    const status = (e as { status?: number }).status
    if (status === 401 || status === 423) await contarFalha('login', chave)
    throw e
  }
}

export const loginComLimite: Endpoint = { path: '/login', method: 'post', handler }
