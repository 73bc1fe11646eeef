/** Lower-case text without accents, so "Inovação" and "INOVACAO" compare equal. */
export function normalizar(texto: string): string {
  return texto.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase()
}

/** "Relatório da Administração 2024" → "relatorio-da-administracao-2024": accents folded, anything else a hyphen. */
export function slugificar(texto: string): string {
  return normalizar(texto).replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')
}

/** True when every word of the query appears in the text, ignoring accents and case. */
export function contemTermos(texto: string, consulta: string): boolean {
  const alvo = normalizar(texto)
  const termos = normalizar(consulta).split(/\s+/).filter(Boolean)
  return termos.length > 0 && termos.every((t) => alvo.includes(t))
}

/**
 * Cuts a summary at `corte` characters (plus an ellipsis) only when it is longer
 * than `limite`; shorter texts are shown whole (spec 1 §2.4: cut at 50 when over 100).
 */
export function resumir(texto: string, limite: number, corte: number): string {
  const limpo = texto.trim()
  if (limpo.length <= limite) return limpo
  return `${limpo.slice(0, corte).trimEnd()}...`
}
