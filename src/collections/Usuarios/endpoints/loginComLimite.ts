import { pbkdf2 } from 'node:crypto'
import { promisify } from 'node:util'

import { APIError, type Endpoint, type PayloadHandler, type PayloadRequest } from 'payload'

import { chaveDaRequisicao, reservarTentativa } from '@/server/adaptadores/limites'

/** Tries before an account locks itself, and for how long (Payload's own lockout; ../index.ts). */
export const TENTATIVAS_ATE_BLOQUEIO = 5
export const MINUTOS_DE_BLOQUEIO = 15

/**
 * The one answer to every refused sign-in: unknown e-mail, wrong password, locked account.
 * Payload's own answers told them apart ("Esse usuário está bloqueado…" said the account
 * exists); this one warns of the lockout without saying whose.
 */
export const MENSAGEM_LOGIN_RECUSADO = `E-mail ou senha incorretos. Depois de ${TENTATIVAS_ATE_BLOQUEIO} tentativas erradas, o acesso fica bloqueado por ${MINUTOS_DE_BLOQUEIO} minutos.`

const derivar = promisify(pbkdf2)

/**
 * The work of checking a password against a stored hash, spent on nothing: Payload's login
 * answers an unknown e-mail (and a locked account) before it hashes anything, in a few
 * milliseconds against a hundred or more, and the difference told which e-mails have an account.
 * The parameters are those of the hashes Payload writes today (pbkdf2-sha256-v1: 600 000
 * rounds, 32 bytes); the salt is random so nothing is cached.
 */
async function hashDeFachada(senha: unknown): Promise<void> {
  await derivar(typeof senha === 'string' ? senha : '', crypto.randomUUID(), 600_000, 32, 'sha256')
}

/** Whether Payload refused this sign-in without checking the password (no such account, or locked). */
async function recusouSemHash(req: PayloadRequest, erro: unknown): Promise<boolean> {
  if ((erro as { name?: string }).name === 'LockedAuth') return true
  const email = (req.data as { email?: unknown } | undefined)?.email
  if (typeof email !== 'string' || !email) return true
  const conta = await req.payload.db.findOne({ collection: 'users', where: { email: { equals: email.toLowerCase().trim() } }, req })
  return !conta
}

/**
 * Staff login under the `login` abuse limit (server/adaptadores/limites/regras.ts): one
 * address cannot try passwords on many accounts, which the per-account lockout
 * alone does not stop. The try is counted before the password is checked (so
 * parallel tries cannot slip past the limit) and given back when it succeeds, so
 * colleagues signing in from one office address are never held back. Every
 * refusal costs the same work and gets the same answer, whether the account
 * exists or not. A collection's own endpoints come before Payload's, so this one
 * answers POST /api/users/login and hands the request to Payload's.
 */
const handler: PayloadHandler = async (req) => {
  const tentativa = await reservarTentativa('login', chaveDaRequisicao(req))
  if (tentativa instanceof Response) return tentativa
  const doPayload = req.payload.collections.users.config.endpoints
  const padrao = doPayload ? doPayload.find((e) => e.path === '/login' && e.method === 'post' && e.handler !== handler) : undefined
  if (!padrao) throw new Error('endpoint de login do Payload não encontrado')
  let resposta: Response
  try {
    resposta = await padrao.handler(req)
  } catch (e) {
    const status = (e as { status?: number }).status
    if (status !== 401 && status !== 423) {
      await tentativa.devolver()
      throw e
    }
    if (await recusouSemHash(req, e)) await hashDeFachada((req.data as { password?: unknown } | undefined)?.password)
    throw new APIError(MENSAGEM_LOGIN_RECUSADO, 401, null, true)
  }
  await tentativa.devolver()
  return resposta
}

export const loginComLimite: Endpoint = { path: '/login', method: 'post', handler }
