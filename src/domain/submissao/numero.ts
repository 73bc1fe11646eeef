/**
 * The number every submission gets (issue 32): the citizen's key to follow it up,
 * so a capability, not a counter. 80 random bits written like the whistleblower's
 * receipt (Crockford base32, four groups of four: no I, L, O or U), after the
 * kind's prefix ('SOL-7K2M-Q9XD-4HFT-B8WN') and, for the ombudsman, the year it
 * arrived ('OUV-2026-…'). The digital protocol keeps its bare number (spec 3 §6:
 * "the protocol code acts as the key"; its pages and attachments already use it).
 * Pure: the caller brings the random bytes (node:crypto).
 */
import { BYTES_RECIBO, normalizarRecibo, reciboDeBytes } from '../denuncia/recibo'

/** How a kind writes its number: a prefix (null for the digital protocol's bare number) and whether the year follows it. */
export interface EsquemaDeNumero {
  prefixo: string | null
  ano?: boolean
}

/** Random bytes of every number: 80 bits (≥ 60 asked by issue 32). */
export const BYTES_NUMERO = BYTES_RECIBO

/** The number a citizen sees: prefix, year when the scheme has it, then the 16 random characters in groups. */
export function numeroDeBytes(esquema: EsquemaDeNumero, bytes: Uint8Array, ano: number): string {
  const partes = [esquema.prefixo, esquema.ano ? String(ano) : null, reciboDeBytes(bytes)]
  return partes.filter((p) => p !== null).join('-')
}

/** What a typed prefix may have in place of O and L (the number's reading rules, applied to the letters). */
const prefixoDigitado = (p: string) => p.replace(/0/g, 'O').replace(/1/g, 'L')

/**
 * What the citizen typed, in the one spelling stored, with the scheme it belongs to;
 * null when it is no number of these schemes. Case, spaces and hyphens do not matter;
 * in the random part O reads 0 and I or L read 1 (Crockford); a prefix is matched the
 * other way round (0 reads O), since prefixes are words.
 */
export function lerNumero<E extends EsquemaDeNumero>(digitado: string, esquemas: readonly E[]): { numero: string; esquema: E } | null {
  const limpo = digitado.toUpperCase().replace(/[\s-]/g, '')
  if (limpo.length > 64) return null
  for (const esquema of esquemas) {
    const prefixo = esquema.prefixo ?? ''
    if (prefixoDigitado(limpo.slice(0, prefixo.length)) !== prefixo) continue
    let resto = limpo.slice(prefixo.length)
    const ano = esquema.ano ? resto.slice(0, 4) : null
    if (ano !== null) {
      if (!/^\d{4}$/.test(ano)) continue
      resto = resto.slice(4)
    }
    const aleatorio = normalizarRecibo(resto)
    if (aleatorio) return { numero: [esquema.prefixo, ano, aleatorio].filter((p) => p !== null).join('-'), esquema }
  }
  return null
}
