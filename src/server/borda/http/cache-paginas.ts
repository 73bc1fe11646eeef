import type { OutgoingHttpHeaders } from 'node:http'

import { comprimirParte, type ParteComprimida } from './gzip-segmentado'

/** A rendered response kept for reuse while the content version does not change. */
export interface EntradaCache {
  versao: number
  status: number
  cabecalhos: OutgoingHttpHeaders
  /** The body cut where the render-time nonce was (one part when it had none). */
  partes: Buffer[]
  tamanho: number
  /** The parts compressed once, on the first request that accepts gzip. */
  gzip?: ParteComprimida[]
  /** The headers and lengths every send of it shares, worked out on its first send (etapas/enviar.ts). */
  envio?: FormaDeEnvio
}

/** What every send of one entry shares (etapas/enviar.ts formaDeEnvio). */
export interface FormaDeEnvio {
  /** A page: a fresh nonce in its policy on every response. */
  html: boolean
  /** Whether a nonce goes in the body (parts cut where the render's was) or in the policy. */
  comNonce: boolean
  comprimivel: boolean
  /** Headers of the plain send; complete (the same object every time) when there is no nonce. */
  plano: OutgoingHttpHeaders
  /** Headers of the gzip send, Content-Length to fill in. */
  gzip: OutgoingHttpHeaders
}

export interface OpcoesCache {
  maxEntradas: number
  maxBytes: number
}

/**
 * Rendered pages by address, least recently used first out, bounded in count
 * and bytes (a crawler asking for endless query strings cannot fill memory).
 * An entry from an older content version is never served.
 */
export class CachePaginas {
  private readonly entradas = new Map<string, EntradaCache>()
  private readonly emAndamento = new Map<string, Promise<EntradaCache | null>>()
  private bytes = 0

  constructor(private readonly opcoes: OpcoesCache) {}

  /** The entry for `chave` rendered at `versao`, or undefined. */
  obter(chave: string, versao: number): EntradaCache | undefined {
    const e = this.entradas.get(chave)
    if (!e) return undefined
    if (e.versao !== versao) {
      this.remover(chave)
      return undefined
    }
    // Most recently used goes last (Map keeps insertion order).
    this.entradas.delete(chave)
    this.entradas.set(chave, e)
    return e
  }

  guardar(chave: string, entrada: EntradaCache): void {
    if (entrada.tamanho > this.opcoes.maxBytes / 4) return
    this.remover(chave)
    this.entradas.set(chave, entrada)
    this.bytes += entrada.tamanho
    for (const [k] of this.entradas) {
      if (this.entradas.size <= this.opcoes.maxEntradas && this.bytes <= this.opcoes.maxBytes) break
      this.remover(k)
    }
  }

  /**
   * One render per address at a time: requests that miss while a render of the
   * same address is under way wait for it instead of rendering again (after a
   * publish, 32 visitors cost one render, not 32).
   */
  renderizarUmaVez(chave: string, renderizar: () => Promise<EntradaCache | null>): Promise<EntradaCache | null> {
    const atual = this.emAndamento.get(chave)
    if (atual) return atual
    const p = renderizar().finally(() => this.emAndamento.delete(chave))
    this.emAndamento.set(chave, p)
    return p
  }

  get tamanho(): { entradas: number; bytes: number } {
    return { entradas: this.entradas.size, bytes: this.bytes }
  }

  private remover(chave: string): void {
    const e = this.entradas.get(chave)
    if (!e) return
    this.bytes -= e.tamanho
    this.entradas.delete(chave)
  }
}

/** The gzip parts of an entry, compressed on first use and kept with it. */
export function partesGzip(e: EntradaCache): ParteComprimida[] {
  e.gzip ??= e.partes.map((p) => comprimirParte(p))
  return e.gzip
}
