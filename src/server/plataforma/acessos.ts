import { chaveDeAcesso } from '@/domain/acessos'

import { doProcesso } from './cache/do-processo'

/**
 * The access counter's buffer: page views are added in memory (no I/O on the
 * request path, cached views included) and written in batches every few seconds
 * by the writer the Payload side registers (server/payload/gravar-acessos.ts). Nothing about
 * the visitor is kept: only which page and when.
 */
export interface ContagemAcesso {
  acessos: number
  /** ISO date of the latest view in the batch. */
  ultimaVisita: string
}
export type GravadorDeAcessos = (lote: Map<string, ContagemAcesso>) => Promise<void>

const INTERVALO_MS = 5_000

interface Estado {
  pendentes: Map<string, ContagemAcesso>
  gravador?: GravadorDeAcessos
  timer?: NodeJS.Timeout
}
// One per process: the HTTP server counts, the Payload side (inside Next's bundle, a separate copy of
// this module) registers the writer.
const estado = () => doProcesso<Estado>('contador-acessos', () => ({ pendentes: new Map() })).valor

function agendar(e: Estado): void {
  e.timer ??= setTimeout(() => void gravarPendentes(), INTERVALO_MS).unref()
}

/** Counts a view of `caminho` when it is one of the counted pages. */
export function contarAcesso(caminho: string, quando = new Date()): void {
  const chave = chaveDeAcesso(caminho)
  if (!chave) return
  const e = estado()
  const atual = e.pendentes.get(chave)
  e.pendentes.set(chave, { acessos: (atual?.acessos ?? 0) + 1, ultimaVisita: quando.toISOString() })
  agendar(e)
}

/** Writes what was counted; a failed write puts the counts back for the next try. */
export async function gravarPendentes(): Promise<void> {
  const e = estado()
  e.timer = undefined
  if (!e.gravador || e.pendentes.size === 0) return
  const lote = e.pendentes
  e.pendentes = new Map()
  try {
    await e.gravador(lote)
  } catch {
    for (const [chave, c] of lote) {
      const atual = e.pendentes.get(chave)
      e.pendentes.set(chave, { acessos: c.acessos + (atual?.acessos ?? 0), ultimaVisita: atual && atual.ultimaVisita > c.ultimaVisita ? atual.ultimaVisita : c.ultimaVisita })
    }
    agendar(e)
  }
}

/** Called once Payload is up; counts made before wait for it. */
export function registrarGravadorDeAcessos(g: GravadorDeAcessos): void {
  const e = estado()
  e.gravador = g
  if (e.pendentes.size) agendar(e)
}

/** For tests: what is waiting to be written. */
export function acessosPendentes(): ReadonlyMap<string, ContagemAcesso> {
  return estado().pendentes
}
