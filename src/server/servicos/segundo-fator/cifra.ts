import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

/**
 * The TOTP secrets are stored encrypted (AES-256-GCM), so a copy of the
 * database or a backup alone does not let anyone produce codes. The key is
 * derived from PAYLOAD_SECRET with HKDF under a label of its own, so it is
 * never the key that signs the sessions. The account's id goes in as
 * additional data: a secret moved to another account's row does not decrypt.
 * Changing PAYLOAD_SECRET therefore makes every staff member enrol again.
 */
const VERSAO = 'v1'

function chave(segredoDoApp: string): Buffer {
  return Buffer.from(hkdfSync('sha256', segredoDoApp, 'segundo-fator', 'totp-aes-256-gcm-v1', 32))
}

/** Encrypts `texto` for one account: `v1.<iv>.<tag>.<cifrado>` in base64url. */
export function cifrar(texto: string, contexto: string, segredoDoApp: string): string {
  const iv = randomBytes(12)
  const cifra = createCipheriv('aes-256-gcm', chave(segredoDoApp), iv)
  cifra.setAAD(Buffer.from(contexto))
  const cifrado = Buffer.concat([cifra.update(texto, 'utf8'), cifra.final()])
  return [VERSAO, iv, cifra.getAuthTag(), cifrado].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.')
}

/** Decrypts what `cifrar` wrote for the same account; throws when it was altered, moved or made with another key. */
export function decifrar(guardado: string, contexto: string, segredoDoApp: string): string {
  const [versao, iv, tag, cifrado] = guardado.split('.')
  if (versao !== VERSAO || !iv || !tag || cifrado === undefined) throw new Error('segredo cifrado em formato desconhecido')
  const decifra = createDecipheriv('aes-256-gcm', chave(segredoDoApp), Buffer.from(iv, 'base64url'))
  decifra.setAAD(Buffer.from(contexto))
  decifra.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([decifra.update(Buffer.from(cifrado, 'base64url')), decifra.final()]).toString('utf8')
}
