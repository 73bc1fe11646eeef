import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * A signed, expiring capability: `id.expira.assinatura`, an HMAC of both under the site's
 * secret and a key of its own per purpose (a token of one purpose never verifies for another).
 * Knowing an id is not enough; the token cannot be made without the secret.
 */
function assinatura(proposito: string, id: string, expira: number, segredo: string): Buffer {
  const chave = createHmac('sha256', segredo).update(proposito).digest()
  return createHmac('sha256', chave).update(`${id}.${expira}`).digest().subarray(0, 24)
}

/** A token for `id`, valid for `validadeMs` from `agora`. */
export function tokenAssinado(proposito: string, id: string, validadeMs: number, agora: number, segredo: string): string {
  const expira = Math.floor((agora + validadeMs) / 1000)
  return `${id}.${expira}.${assinatura(proposito, id, expira, segredo).toString('base64url')}`
}

/** The id when the token is of this purpose and still valid, else null. */
export function idDoTokenAssinado(proposito: string, token: string | null | undefined, agora: number, segredo: string): string | null {
  const m = /^([\w:-]{1,80})\.(\d{1,12})\.([\w-]{32})$/.exec(token ?? '')
  if (!m) return null
  const [, id = '', exp = '', sig = ''] = m
  const expira = Number(exp)
  if (expira * 1000 <= agora) return null
  const esperado = assinatura(proposito, id, expira, segredo)
  const recebido = Buffer.from(sig, 'base64url')
  return recebido.length === esperado.length && timingSafeEqual(recebido, esperado) ? id : null
}
