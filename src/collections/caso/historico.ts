/** An item of a case's history (a note, a reply) as stored and as a client sends it. */
export interface ItemDoHistorico {
  id?: string | null
  texto?: string | null
  autor?: unknown
  [hora: string]: unknown
}

/** Who writes the new items, when, and under which field their time goes ('criadaEm', 'enviadaEm'). */
export interface Carimbo {
  autor: string | number | null
  agora: Date
  campoDaHora: string
}

/**
 * A history after a write: every stored item kept as stored (its author and time
 * whatever the client sent), the new ones stamped by the server. Null when a
 * stored item is missing or has another text: the history only grows.
 */
export function acrescentarAoHistorico(guardados: readonly ItemDoHistorico[], enviados: readonly ItemDoHistorico[], carimbo: Carimbo): ItemDoHistorico[] | null {
  const porId = new Map(enviados.flatMap((n) => (n.id ? [[String(n.id), n] as const] : [])))
  for (const g of guardados) {
    const enviado = porId.get(String(g.id))
    if (!enviado || (enviado.texto ?? '') !== (g.texto ?? '')) return null
  }
  const ids = new Set(guardados.map((g) => String(g.id)))
  const novos = enviados
    .filter((n) => !n.id || !ids.has(String(n.id)))
    .map(({ texto }) => ({ texto, autor: carimbo.autor, [carimbo.campoDaHora]: carimbo.agora.toISOString() }))
  return [...guardados, ...novos]
}

/** The items of `depois` that `antes` did not have (the replies a save added). */
export function itensNovos<T extends { id?: string | null }>(antes: readonly T[] | null | undefined, depois: readonly T[] | null | undefined): T[] {
  const ids = new Set((antes ?? []).map((i) => String(i.id)))
  return (depois ?? []).filter((i) => !ids.has(String(i.id)))
}
