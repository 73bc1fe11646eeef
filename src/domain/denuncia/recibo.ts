/**
 * The whistleblower's receipt: the only way back to a report, so it must be
 * unguessable (80 random bits) and copyable by hand. Crockford's base32 has no
 * I, L, O or U, so nothing reads as another character; four groups of four
 * are short enough to write on paper without losing one's place.
 */
export const ALFABETO_RECIBO = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const GRUPOS_RECIBO = 4
export const TAMANHO_GRUPO_RECIBO = 4
/** 16 characters × 5 bits = 80 bits, exactly 10 random bytes. */
export const BYTES_RECIBO = (GRUPOS_RECIBO * TAMANHO_GRUPO_RECIBO * 5) / 8

const CARACTERES = GRUPOS_RECIBO * TAMANHO_GRUPO_RECIBO

/** Ten random bytes as the receipt the reporter sees ('7K2M-Q9XD-…'). */
export function reciboDeBytes(bytes: Uint8Array): string {
  if (bytes.length !== BYTES_RECIBO) throw new Error(`O recibo precisa de ${BYTES_RECIBO} bytes aleatórios.`)
  let acumulado = 0
  let bits = 0
  let saida = ''
  for (const byte of bytes) {
    acumulado = (acumulado << 8) | byte
    bits += 8
    while (bits >= 5) {
      bits -= 5
      saida += ALFABETO_RECIBO[(acumulado >> bits) & 31]
    }
    // Keep only the bits not yet written, so the number never overflows.
    acumulado &= (1 << bits) - 1
  }
  return agrupar(saida)
}

/**
 * What the reporter typed, in the one spelling the server hashes, or null when
 * it cannot be a receipt. Crockford's reading rules forgive the usual slips:
 * case, spaces and hyphens anywhere, O for 0, I or L for 1.
 */
export function normalizarRecibo(digitado: string): string | null {
  const limpo = digitado
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1')
  if (limpo.length !== CARACTERES) return null
  for (const c of limpo) if (!ALFABETO_RECIBO.includes(c)) return null
  return agrupar(limpo)
}

function agrupar(caracteres: string): string {
  const grupos: string[] = []
  for (let i = 0; i < caracteres.length; i += TAMANHO_GRUPO_RECIBO) grupos.push(caracteres.slice(i, i + TAMANHO_GRUPO_RECIBO))
  return grupos.join('-')
}
