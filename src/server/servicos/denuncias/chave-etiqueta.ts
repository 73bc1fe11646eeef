import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { payloadSecret } from '../../plataforma/env'
import { chaveLegadaDasEtiquetas } from './recibo'

/** Where the receipts' tag key lives: Payload's key-value store, a row of the database (table payload_kv). */
export const CHAVE_KV = 'denuncias:chave-das-etiquetas'

interface Guardada {
  chave: string
  origem: 'aleatoria' | 'legada'
}

const porInstancia = new WeakMap<Payload, Promise<Buffer>>()

/**
 * The key of the receipts' lookup tags (./recibo.ts). It is kept in the
 * database, not derived from PAYLOAD_SECRET, so whatever restores the database
 * (npm run restore, pg_restore) restores it too: a reporter's receipt still
 * finds the report on a new machine or after the secret is rotated. What a copy
 * of the database gains is a fast test of a guessed receipt, and 80 random bits
 * are beyond any search; the reporter's key and the verifier come from the
 * receipt's Argon2id alone (docs/security/whistleblower.md, "The receipt").
 *
 * Made once: a new random key on a database without reports; on one whose
 * reports predate this key (an upgrade), the key their tags were made with,
 * derived from the current PAYLOAD_SECRET. Several instances starting together
 * agree on one (the store's key is unique: the first write wins, the others read it).
 */
export function chaveDasEtiquetas(payload: Payload): Promise<Buffer> {
  let chave = porInstancia.get(payload)
  if (!chave) {
    chave = obterOuCriar(payload)
    porInstancia.set(payload, chave)
    chave.catch(() => porInstancia.delete(payload))
  }
  return chave
}

/** Forgets the key this process holds, so the next lookup reads the database again (tests of the upgrade path). */
export function esquecerChaveDasEtiquetas(payload: Payload): void {
  porInstancia.delete(payload)
}

async function ler(payload: Payload): Promise<Guardada | null> {
  const { docs } = await payload.find({ collection: 'payload-kv', where: { key: { equals: CHAVE_KV } }, limit: 1, depth: 0, overrideAccess: true })
  return (docs[0]?.data as Guardada | undefined) ?? null
}

async function obterOuCriar(payload: Payload): Promise<Buffer> {
  const guardada = await ler(payload)
  if (guardada) return Buffer.from(guardada.chave, 'base64')
  const { totalDocs } = await payload.count({ collection: 'denuncias', overrideAccess: true })
  const nova: Guardada = totalDocs > 0 ? { chave: chaveLegadaDasEtiquetas(payloadSecret()).toString('base64'), origem: 'legada' } : { chave: randomBytes(32).toString('base64'), origem: 'aleatoria' }
  try {
    await payload.create({ collection: 'payload-kv', data: { key: CHAVE_KV, data: nova as unknown as Record<string, unknown> }, overrideAccess: true })
    if (nova.origem === 'legada') {
      payload.logger.warn(
        `Chave dos recibos de denúncia criada a partir do PAYLOAD_SECRET atual para ${totalDocs} denúncia(s) anteriores a ela; daqui em diante ela fica no banco e vai nos backups. ` +
          'Se este banco veio de outra máquina com outro PAYLOAD_SECRET, os recibos antigos não serão encontrados: veja docs/security/whistleblower.md ("A chave dos recibos").',
      )
    }
  } catch {
    // Another instance stored one first: theirs is the key.
  }
  const final = await ler(payload)
  if (!final) throw new Error('A chave dos recibos de denúncia não pôde ser guardada.')
  return Buffer.from(final.chave, 'base64')
}
