import { Secret, TOTP } from 'otpauth'

/**
 * Time-based one-time codes (RFC 6238) for the staff's second factor, with the
 * parameters every authenticator app understands: SHA-1, 6 digits, 30 seconds.
 * The RFC's arithmetic is otpauth's; this module adds the house's rules: a code
 * of the step before or after is accepted (a phone's clock a little off), and a
 * code already accepted for an account is not accepted again (replay).
 */
export const PERIODO_SEGUNDOS = 30
export const DIGITOS = 6
/** Steps of clock drift accepted either side of the server's. */
export const TOLERANCIA_PASSOS = 1

function gerador(segredo: string, conta = 'conta', emissor = 'Back-office'): TOTP {
  return new TOTP({ issuer: emissor, label: conta, algorithm: 'SHA1', digits: DIGITOS, period: PERIODO_SEGUNDOS, secret: Secret.fromBase32(segredo) })
}

/** A new random secret (160 bits, the RFC's recommendation for SHA-1), in base32 as apps take it. */
export function novoSegredo(): string {
  return new Secret({ size: 20 }).base32
}

/** The time step (counter) of an instant. */
export function passoDoInstante(instanteMs: number): number {
  return Math.floor(instanteMs / 1000 / PERIODO_SEGUNDOS)
}

/** The code of one time step. */
export function codigoDoPasso(segredo: string, passo: number): string {
  return gerador(segredo).generate({ timestamp: passo * PERIODO_SEGUNDOS * 1000 })
}

/** The code an app shows at this instant. */
export function codigoTotp(segredo: string, instanteMs: number): string {
  return codigoDoPasso(segredo, passoDoInstante(instanteMs))
}

/** The otpauth:// address the QR code carries (the account's e-mail as label, the site as issuer). */
export function enderecoDeCadastro(segredo: string, conta: string, emissor: string): string {
  return gerador(segredo, conta, emissor).toString()
}

export type ResultadoDoCodigo = { ok: true; passo: number } | { ok: false; motivo: 'incorreto' | 'reutilizado' }

/**
 * Checks a six-digit code at an instant. `ultimoPasso` is the step of the code
 * last accepted for the account: a code of that step or an earlier one is a
 * replay, even when it is still inside the drift window.
 */
export function conferirCodigo(segredo: string, codigo: string, instanteMs: number, ultimoPasso: number | null | undefined): ResultadoDoCodigo {
  if (!/^\d{6}$/.test(codigo)) return { ok: false, motivo: 'incorreto' }
  const delta = gerador(segredo).validate({ token: codigo, timestamp: instanteMs, window: TOLERANCIA_PASSOS })
  if (delta === null) return { ok: false, motivo: 'incorreto' }
  const passo = passoDoInstante(instanteMs) + delta
  if (typeof ultimoPasso === 'number' && passo <= ultimoPasso) return { ok: false, motivo: 'reutilizado' }
  return { ok: true, passo }
}
