/**
 * The digital protocol's number. Whoever knows it may attach documents to the
 * protocol (spec 3 §6: "the protocol code acts as the key"), so it is a
 * capability, not a counter: 80 random bits written like the whistleblower's
 * receipt (Crockford base32, four groups of four: '7K2M-Q9XD-…'), copyable by
 * hand and forgiving of the usual slips when typed back.
 */
import { BYTES_RECIBO, normalizarRecibo, reciboDeBytes } from '../denuncia/recibo'

/** Random bytes a protocol number is made of (80 bits). */
export const BYTES_PROTOCOLO = BYTES_RECIBO

/** Ten random bytes as the protocol number the citizen sees. */
export function protocoloDeBytes(bytes: Uint8Array): string {
  return reciboDeBytes(bytes)
}

/** What the citizen typed, in the one spelling stored, or null when it cannot be a protocol number. */
export function normalizarProtocolo(digitado: string): string | null {
  return normalizarRecibo(digitado)
}
