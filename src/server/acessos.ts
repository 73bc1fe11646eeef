import { chaveDeAcesso } from '@/domain/acessos'

/**
 * The access counter's buffer: page views are added in memory (no I/O on the
 * request path, cached views included) and written in batches every few seconds
 * by the writer the Payload side registers (gravar-acessos.ts). Nothing about
 * the visitor is kept: only which page and when.
 */
export interface ContagemAcesso {
  acessos: number
  /** ISO date of the latest view in the batch. */
  ultimaVisita: string
}
export type GravadorDeAcessos = (lote: Map<string, ContagemAcesso>) => Promise<void>

const INTERVALO_MS = 5_000
let pendentes = new Map<string, ContagemAcesso>()
let gravador: GravadorDeAcessos | undefined
let timer: NodeJS.Timeout | undefined

/** Counts a view of `caminho` when it is one of the counted pages. */
export function contarAcesso(caminho: string, quando = new Date()): void {
  const chave = chaveDeAcesso(caminho)
  if (!chave) return
  const atual = pendentes.get(chave)
  pendentes.set(chave, { acessos: (atual?.acessos ?? 0) + 1, ultimaVisita: quando.toISOString() })
  timer ??= setTimeout(() => void gravarPendentes(), INTERVALO_MS).unref()
}

/** Writes what was counted; a failed write puts the counts back for the next try. */
export async function gravarPendentes(): Promise<void> {
  timer = undefined
  if (!gravador || pendentes.size === 0) return
  const lote = pendentes
  pendentes = new Map()
  try {
    await gravador(lote)
  } catch {
    for (const [chave, c] of lote) {
      const atual = pendentes.get(chave)
      pendentes.set(chave, { acessos: c.acessos + (atual?.acessos ?? 0), ultimaVisita: atual && atual.ultimaVisita > c.ultimaVisita ? atual.ultimaVisita : c.ultimaVisita })
    }
    timer ??= setTimeout(() => void gravarPendentes(), INTERVALO_MS).unref()
  }
}

/** Called once Payload is up; counts made before wait for it. */
export function registrarGravadorDeAcessos(g: GravadorDeAcessos): void {
  gravador = g
  if (pendentes.size) timer ??= setTimeout(() => void gravarPendentes(), INTERVALO_MS).unref()
}

/** For tests: what is waiting to be written. */
export function acessosPendentes(): ReadonlyMap<string, ContagemAcesso> {
  return pendentes
}
