/**
 * When the outbox tries a message again after a failure: 1, 2, 4, 8… minutes,
 * capped at an hour, for at most MAX_TENTATIVAS attempts (about a day and a half),
 * so an SMTP outage delays messages instead of losing them.
 */
export const MAX_TENTATIVAS = 40
const MINUTO = 60_000

/** Milliseconds to wait after the given number of failed attempts (1 = first failure). */
export function esperaAposFalha(tentativas: number): number {
  const n = Math.max(1, Math.floor(tentativas))
  return Math.min(60, 2 ** (n - 1)) * MINUTO
}

/** The next attempt's date, or null when attempts are exhausted. */
export function proximaTentativa(tentativas: number, agora: Date): Date | null {
  if (tentativas >= MAX_TENTATIVAS) return null
  return new Date(agora.getTime() + esperaAposFalha(tentativas))
}
