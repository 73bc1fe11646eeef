import { argon2, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import { BYTES_RECIBO, normalizarRecibo, reciboDeBytes } from '@/domain/denuncia/recibo'

/**
 * What the server keeps of a receipt, and what it derives from it.
 *
 * - `etiqueta`: HMAC-SHA-256 of the receipt under the tags' own key, kept in
 *   the database (./chave-etiqueta.ts) so a restored backup finds its receipts
 *   whatever PAYLOAD_SECRET the new machine has. Fast, deterministic and
 *   indexed, so a lookup finds its one row without running the slow hash
 *   against every report; 80 random bits are far beyond any search of it.
 * - One Argon2id of the receipt with the report's own random salt, split by
 *   HMAC into two unrelated 32-byte values: the `verificador` (stored; proves
 *   the receipt is right before anything is decrypted) and the reporter's key
 *   (never stored; opens the reporter's view of the report). One slow hash per
 *   lookup, not two.
 *
 * Argon2id at OWASP's first recommended setting (19 MiB, 2 passes, 1 lane): the
 * receipt is already unguessable, so the slow hash guards against a copy of the
 * database *and* the secret, without letting a burst of lookups exhaust memory.
 */
export const PARAMETROS_ARGON2 = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 } as const
const TAMANHO_SAL = 16

export interface DerivadoDoRecibo {
  verificador: string
  chave: Buffer
}

/** A fresh receipt: 80 bits from the system's CSPRNG. */
export function gerarRecibo(): string {
  return reciboDeBytes(randomBytes(BYTES_RECIBO))
}

export function gerarSal(): string {
  return randomBytes(TAMANHO_SAL).toString('base64')
}

/**
 * The tags' key as it was derived from PAYLOAD_SECRET before it had a row of
 * its own in the database (./chave-etiqueta.ts): the upgrade path keeps the
 * existing reports' tags valid by storing this once.
 */
export function chaveLegadaDasEtiquetas(segredo: string): Buffer {
  return createHmac('sha256', segredo).update('denuncias:etiqueta-do-recibo:v1').digest()
}

/** The indexed lookup tag under the tags' key; null when what was typed cannot be a receipt. */
export function etiquetaDoRecibo(digitado: string, chave: Buffer): string | null {
  const recibo = normalizarRecibo(digitado)
  if (!recibo) return null
  return createHmac('sha256', chave).update(recibo).digest('base64url')
}

/** The slow hash of a (normalised) receipt, split into verifier and reporter key. */
export async function derivarDoRecibo(digitado: string, sal: string): Promise<DerivadoDoRecibo> {
  const recibo = normalizarRecibo(digitado)
  if (!recibo) throw new Error('Recibo inválido.')
  const mestre = await new Promise<Buffer>((resolve, reject) => {
    argon2('argon2id', { message: recibo, nonce: Buffer.from(sal, 'base64'), ...PARAMETROS_ARGON2 }, (erro, chave) =>
      erro ? reject(erro) : resolve(chave),
    )
  })
  return {
    verificador: createHmac('sha256', mestre).update('verificador').digest('base64'),
    chave: createHmac('sha256', mestre).update('chave-do-denunciante').digest(),
  }
}

/** Whether a stored verifier matches, in constant time. */
export function verificadorConfere(guardado: string, calculado: string): boolean {
  const a = Buffer.from(guardado, 'base64')
  const b = Buffer.from(calculado, 'base64')
  return a.length === b.length && timingSafeEqual(a, b)
}
