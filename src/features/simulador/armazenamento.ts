/**
 * What the simulator keeps in the browser's local storage (spec 1 §4): the
 * chosen segment, objective and amount, restored on the next visit; and the
 * last simulation's answer, read by /resultado-financiamento (spec 3).
 */
import { ajustarValor, OBJETIVOS, SEGMENTOS, SIMULADOR, type Objetivo, type Segmento } from '@/domain/simulacao'

export const CHAVE_ESCOLHAS = 'simulador:escolhas'
export const CHAVE_RESULTADO = 'simulador:resultado'

export interface Escolhas {
  segmento: Segmento
  objetivo: Objetivo
  valor: number
}

function ler(chave: string): unknown {
  try {
    const texto = window.localStorage.getItem(chave)
    return texto ? (JSON.parse(texto) as unknown) : null
  } catch {
    // Private mode or corrupt data: start from the defaults.
    return null
  }
}

function gravar(chave: string, valor: unknown): void {
  try {
    window.localStorage.setItem(chave, JSON.stringify(valor))
  } catch {
    // Storage full or blocked: the simulator still works, only without memory.
  }
}

/** The saved choices, each one checked; defaults for what is missing or invalid. */
export function lerEscolhas(): Escolhas {
  const s = ler(CHAVE_ESCOLHAS) as Partial<Record<keyof Escolhas, unknown>> | null
  return {
    segmento: SEGMENTOS.includes(s?.segmento as Segmento) ? (s!.segmento as Segmento) : SIMULADOR.segmentoPadrao,
    objetivo: OBJETIVOS.includes(s?.objetivo as Objetivo) ? (s!.objetivo as Objetivo) : SIMULADOR.objetivoPadrao,
    valor: typeof s?.valor === 'number' ? ajustarValor(s.valor) : SIMULADOR.valorInicial,
  }
}

export function gravarEscolhas(e: Escolhas): void {
  gravar(CHAVE_ESCOLHAS, e)
}

export function gravarResultado(dados: unknown): void {
  gravar(CHAVE_RESULTADO, dados)
}

export function lerResultado(): unknown {
  return ler(CHAVE_RESULTADO)
}

/** The saved answer as stored text (stable between reads, for useSyncExternalStore). */
export function resultadoBruto(): string | null {
  try {
    return window.localStorage.getItem(CHAVE_RESULTADO)
  } catch {
    return null
  }
}

/** Calls back when another tab changes the local storage. */
export function assinarArmazenamento(aviso: () => void): () => void {
  window.addEventListener('storage', aviso)
  return () => window.removeEventListener('storage', aviso)
}
