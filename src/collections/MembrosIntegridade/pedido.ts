import type { PayloadRequest } from 'payload'

import { hasRole } from '@/access/roles'

/** The key endpoints' answers are never cached: they speak of a key or of a passphrase's outcome. */
export const SEM_CACHE = { 'Cache-Control': 'no-store' }

/** A refusal, in Payload's error shape. */
export const recusa = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status, headers: SEM_CACHE })

/**
 * The caller of a key endpoint (minha-chave, aprovar, recifrar): a staff account of the integridade
 * team, and the passphrase the body carries ('' when none). Anyone else gets the 403 `soAEquipe`
 * says, before the body is read.
 */
export async function pedidoDaEquipe(req: PayloadRequest, soAEquipe: string): Promise<Response | { user: NonNullable<PayloadRequest['user']>; frase: string }> {
  const user = req.user
  if (!user || user.collection !== 'users' || !hasRole(user, 'integridade')) return recusa(403, soAEquipe)
  const corpo = (await req.json?.().catch(() => null)) as { frase?: unknown } | null
  return { user, frase: typeof corpo?.frase === 'string' ? corpo.frase : '' }
}
