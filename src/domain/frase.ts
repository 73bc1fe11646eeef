/** The shortest passphrase that seals an integridade member's private key. */
export const FRASE_MINIMO = 16

/** Why an integridade passphrase is refused, in Portuguese, or null (the server's rule; the key screen shows it too). */
export function problemaDaFrase(frase: string): string | null {
  if ([...frase].length < FRASE_MINIMO) return `A frase secreta deve ter pelo menos ${FRASE_MINIMO} caracteres.`
  if (new Set(frase).size < 6) return 'A frase secreta não pode repetir sempre os mesmos caracteres.'
  return null
}

export type ForcaDaFrase = 'insuficiente' | 'aceitavel' | 'boa' | 'forte'

/** The words a member reads beside the strength meter. */
export const ROTULOS_FORCA: Record<ForcaDaFrase, string> = {
  insuficiente: 'Insuficiente',
  aceitavel: 'Aceitável',
  boa: 'Boa',
  forte: 'Forte',
}

/**
 * A rough strength of a passphrase for the meter of the key screen: length and
 * words, since a passphrase is meant to be several words (a guessable one is
 * the only way into a member's key). Below the server's rule it is insufficient.
 */
export function forcaDaFrase(frase: string): ForcaDaFrase {
  if (problemaDaFrase(frase)) return 'insuficiente'
  const tamanho = [...frase].length
  const palavras = frase.trim().split(/\s+/).filter((p) => p.length >= 3).length
  if (tamanho >= 32 && palavras >= 5) return 'forte'
  if (tamanho >= 24 && palavras >= 4) return 'boa'
  return 'aceitavel'
}
