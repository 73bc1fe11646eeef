/**
 * A small in-process LRU with an expiry per entry: what the CEP lookup remembers. Each instance
 * of the site keeps its own (a CEP asked on two instances costs two provider calls; acceptable for
 * data that changes over years, and it needs no shared store).
 */
export class CacheComValidade<V> {
  private readonly entradas = new Map<string, { valor: V; expiraEm: number }>()

  constructor(
    private readonly maxEntradas: number,
    private readonly agora: () => number = Date.now,
  ) {}

  obter(chave: string): V | undefined {
    const e = this.entradas.get(chave)
    if (!e) return undefined
    if (e.expiraEm <= this.agora()) {
      this.entradas.delete(chave)
      return undefined
    }
    // Most recently used last: a Map keeps insertion order, so re-insert.
    this.entradas.delete(chave)
    this.entradas.set(chave, e)
    return e.valor
  }

  guardar(chave: string, valor: V, validadeMs: number): void {
    this.entradas.delete(chave)
    this.entradas.set(chave, { valor, expiraEm: this.agora() + validadeMs })
    while (this.entradas.size > this.maxEntradas) {
      const maisAntiga = this.entradas.keys().next().value
      if (maisAntiga === undefined) break
      this.entradas.delete(maisAntiga)
    }
  }

  get tamanho(): number {
    return this.entradas.size
  }
}
