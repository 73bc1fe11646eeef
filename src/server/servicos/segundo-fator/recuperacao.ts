import { createHmac, hkdfSync, randomInt } from 'node:crypto'

import { ALFABETO_RECUPERACAO, TAMANHO_RECUPERACAO } from '@/domain/codigo-verificacao'

/** How many recovery codes an account gets at enrolment (and each time it asks for new ones). */
export const QUANTIDADE_CODIGOS_RECUPERACAO = 10

/**
 * Ten single-use codes that stand in for the app's code when the phone is lost, so a lost phone is
 * not an administrator's reset. Shown once; at rest only their HMAC, keyed (HKDF of PAYLOAD_SECRET
 * under a label of its own) and bound to the account: a copy of the database does not give them,
 * and a hash moved to another account's row matches nothing.
 */
function chave(segredoDoApp: string): Buffer {
  return Buffer.from(hkdfSync('sha256', segredoDoApp, 'segundo-fator', 'codigos-de-recuperacao-v1', 32))
}

/** The stored form of one (normalised) code of one account. */
export function hashDoCodigo(codigo: string, conta: string, segredoDoApp: string): string {
  return createHmac('sha256', chave(segredoDoApp)).update(`${conta}\n${codigo}`).digest('base64url')
}

/** New codes, normalised (lowercase, no hyphen). */
export function novosCodigos(): string[] {
  return Array.from({ length: QUANTIDADE_CODIGOS_RECUPERACAO }, () =>
    Array.from({ length: TAMANHO_RECUPERACAO }, () => ALFABETO_RECUPERACAO[randomInt(ALFABETO_RECUPERACAO.length)]).join(''),
  )
}

/** A code as the person reads it: `abcde-fghjk`. */
export function codigoParaMostrar(codigo: string): string {
  return `${codigo.slice(0, 5)}-${codigo.slice(5)}`
}
