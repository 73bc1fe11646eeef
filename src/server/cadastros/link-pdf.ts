import 'server-only'

import { createHmac, timingSafeEqual } from 'node:crypto'

import { payloadSecret } from '../env'

/** How long the applicant's link to the PDF works: the time to download it after sending, not a permanent address. */
export const VALIDADE_LINK_MS = 30 * 60_000

const PROPOSITO = 'cadastros-fundos:pdf'

function assinatura(id: string, expira: number, segredo: string): Buffer {
  // A key of its own for this purpose: a token of another feature never verifies here.
  const chave = createHmac('sha256', segredo).update(PROPOSITO).digest()
  return createHmac('sha256', chave).update(`${id}.${expira}`).digest().subarray(0, 24)
}

/**
 * The applicant's capability to download the PDF of the registration they just
 * sent: the record's id, an expiry and an HMAC of both under the site's secret.
 * Knowing an id is not enough; the token cannot be made without the secret.
 */
export function tokenDoPdf(id: number | string, agora = Date.now(), segredo = payloadSecret()): string {
  const expira = Math.floor((agora + VALIDADE_LINK_MS) / 1000)
  return `${id}.${expira}.${assinatura(String(id), expira, segredo).toString('base64url')}`
}

/** The record's id when the token is ours and still valid, else null. */
export function idDoToken(token: string | null | undefined, agora = Date.now(), segredo = payloadSecret()): string | null {
  const m = /^([\w-]{1,40})\.(\d{1,12})\.([\w-]{32})$/.exec(token ?? '')
  if (!m) return null
  const [, id = '', exp = '', sig = ''] = m
  const expira = Number(exp)
  if (expira * 1000 <= agora) return null
  const esperado = assinatura(id, expira, segredo)
  const recebido = Buffer.from(sig, 'base64url')
  return recebido.length === esperado.length && timingSafeEqual(recebido, esperado) ? id : null
}
