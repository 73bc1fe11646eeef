import { APIError, type CollectionBeforeOperationHook } from 'payload'

/** A session ends after this much inactivity: the token's lifetime, renewed while the back-office is in use. */
export const SESSAO_OCIOSA_SEGUNDOS = 30 * 60
/** However active, a session is not renewed past a working day: the staff member signs in again. */
export const SESSAO_ABSOLUTA_MS = 10 * 60 * 60 * 1000

type Sessao = { id: string; createdAt?: string | null }

/**
 * Refuses to renew a session older than the absolute limit. Payload's refresh
 * pushes a session's expiry forward on every call, so without this a tab left
 * open and polled would stay signed in for ever. A session is thus never used
 * more than SESSAO_ABSOLUTA_MS + SESSAO_OCIOSA_SEGUNDOS after its sign-in.
 */
export const limiteDeSessao: CollectionBeforeOperationHook = async ({ operation, req, collection }) => {
  if (operation !== 'refresh' || !req.user) return
  const sid = (req.user as { _sid?: string })._sid
  const conta = await req.payload.db.findOne<{ id: string | number; sessions?: Sessao[] | null }>({
    collection: collection.slug,
    req,
    where: { id: { equals: req.user.id } },
  })
  const sessao = conta?.sessions?.find((s) => s.id === sid)
  const inicio = sessao?.createdAt ? new Date(sessao.createdAt).getTime() : Number.NaN
  if (!(Date.now() - inicio < SESSAO_ABSOLUTA_MS)) {
    throw new APIError('Sua sessão expirou. Entre novamente.', 401, null, true)
  }
}
