import 'server-only'

import { idDoTokenAssinado, tokenAssinado } from '../../adaptadores/assinatura'
import { payloadSecret } from '../../plataforma/env'

/** How long the applicant's link to the PDF works: the time to download it after sending, not a permanent address. */
export const VALIDADE_LINK_MS = 30 * 60_000

const PROPOSITO = 'cadastros-fundos:pdf'

/**
 * The applicant's capability to download the PDF of the registration they just
 * sent: the record's id, an expiry and an HMAC of both under the site's secret
 * (server/adaptadores/assinatura.ts). Knowing an id is not enough.
 */
export function tokenDoPdf(id: number | string, agora = Date.now(), segredo = payloadSecret()): string {
  return tokenAssinado(PROPOSITO, String(id), VALIDADE_LINK_MS, agora, segredo)
}

/** The record's id when the token is ours and still valid, else null. */
export function idDoToken(token: string | null | undefined, agora = Date.now(), segredo = payloadSecret()): string | null {
  const id = idDoTokenAssinado(PROPOSITO, token, agora, segredo)
  // A record's id: digits or a UUID, never the other purposes' separators.
  return id && /^[\w-]{1,40}$/.test(id) ? id : null
}
