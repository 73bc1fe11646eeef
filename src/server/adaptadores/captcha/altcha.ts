import { createHmac } from 'node:crypto'

import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'

import { payloadSecret } from '../../plataforma/env'
import { ambienteDoCaptcha } from './ambiente'

/**
 * ALTCHA (self-hosted proof of work, no third party, no cookie): the server
 * signs a challenge that expires; the browser finds the counter whose PBKDF2 key
 * starts with the prefix; the server checks the signature, the expiry and the
 * work. Replay is refused elsewhere (captchas-usados).
 */
export const ALGORITMO = 'PBKDF2/SHA-256'
/**
 * The work a captcha costs, in one number: PBKDF2 iterations per attempt. The
 * one-byte prefix ('00') is met by one counter in 256, so a solver makes 256
 * attempts on average (a geometric draw: one in ten needs over 580): 1.28 M
 * iterations per form at 5 000, 2.5× the 2 000 of before. Measured with Node's
 * WebCrypto on the shared 2-core build machine (12 challenges each): 2 000 →
 * median 0.10 s, 5 000 → median 0.43 s, slowest 1.6 s. A bot pays that per
 * submission; a phone works while the visitor types. Check it in Chromium
 * with 4× CPU throttling before raising it: the goal is under 2 s there.
 */
export const CUSTO = 5_000
/** A solved captcha must be used within this time (the form shows it expired and asks again). */
export const VALIDADE_MS = 10 * 60_000

/** The signing key: ALTCHA_HMAC_KEY, else one derived from the site's secret (never a constant in the code). */
function chave(): string {
  return ambienteDoCaptcha.atual().ALTCHA_HMAC_KEY ?? createHmac('sha256', payloadSecret()).update('altcha-hmac').digest('base64url')
}

/** A new signed challenge. */
export function criarDesafio(agora = Date.now()): Promise<Challenge> {
  return createChallenge({ algorithm: ALGORITMO, cost: CUSTO, keyLength: 32, keyPrefix: '00', deriveKey, expiresAt: new Date(agora + VALIDADE_MS), hmacSignatureSecret: chave() })
}

export type VerificacaoAltcha = { ok: true; assinatura: string; expiraEm: Date } | { ok: false; motivo: 'ilegivel' | 'expirado' | 'invalido' }

/** Checks the widget's answer: base64 of JSON {challenge, solution}. */
export async function verificarAltcha(valor: string): Promise<VerificacaoAltcha> {
  let dados: { challenge?: Challenge; solution?: Solution }
  try {
    dados = JSON.parse(Buffer.from(valor, 'base64').toString('utf8')) as typeof dados
  } catch {
    return { ok: false, motivo: 'ilegivel' }
  }
  if (!dados?.challenge?.signature || !dados.solution || typeof dados.challenge.parameters?.expiresAt !== 'number') return { ok: false, motivo: 'ilegivel' }
  try {
    const r = await verifySolution({ challenge: dados.challenge, solution: dados.solution, deriveKey, hmacSignatureSecret: chave() })
    if (r.expired) return { ok: false, motivo: 'expirado' }
    if (!r.verified) return { ok: false, motivo: 'invalido' }
  } catch {
    return { ok: false, motivo: 'invalido' }
  }
  return { ok: true, assinatura: dados.challenge.signature, expiraEm: new Date(dados.challenge.parameters.expiresAt * 1000) }
}
