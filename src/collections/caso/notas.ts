/** A note as stored and as a client sends it (its author and time are the server's). */
export interface Nota {
  id?: string | null
  texto?: string | null
  autor?: unknown
  criadaEm?: string | null
}

export const NOTA_IMUTAVEL = 'Uma nota interna salva não pode ser alterada nem apagada; escreva uma nova nota.'

/**
 * The notes after a write: every stored note kept as stored (its author and time
 * whatever the client sent), the new ones stamped with the writer and the moment.
 * A stored note missing or with another text is refused (the returned message).
 */
export function acrescentarNotas(guardadas: readonly Nota[], enviadas: readonly Nota[], autor: string | number | null, agora: Date): Nota[] | string {
  const porId = new Map(enviadas.flatMap((n) => (n.id ? [[String(n.id), n] as const] : [])))
  for (const g of guardadas) {
    const enviada = porId.get(String(g.id))
    if (!enviada || (enviada.texto ?? '') !== (g.texto ?? '')) return NOTA_IMUTAVEL
  }
  const ids = new Set(guardadas.map((g) => String(g.id)))
  const novas = enviadas
    .filter((n) => !n.id || !ids.has(String(n.id)))
    .map(({ texto }) => ({ texto, autor, criadaEm: agora.toISOString() }))
  return [...guardadas, ...novas]
}
