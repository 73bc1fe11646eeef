/**
 * The financing simulator's rules (spec 1 §2.5, §4, §5, §9) and the choice of a
 * credit line for a simulation request. Pure: no framework imports.
 */

import type { Tarifa } from './cet'

export const SEGMENTOS = ['Indústria', 'Turismo', 'Inovação'] as const
export type Segmento = (typeof SEGMENTOS)[number]

export const OBJETIVOS = ['Construção e infraestrutura', 'Capital de Giro', 'Máquinas e Equipamentos'] as const
export type Objetivo = (typeof OBJETIVOS)[number]

/** Spec 1 §9: slider and revenue limits, fixed term and grace of the request. */
export const SIMULADOR = {
  valorMinimo: 10_000,
  valorMaximo: 500_000,
  passo: 1_000,
  valorInicial: 10_000,
  valorAcimaDoLimite: 500_000,
  faturamentoMinimo: 100_000,
  faturamentoMaximo: 500_000_000,
  faturamentoInicial: 10_000_000,
  prazoMeses: 60,
  carenciaMeses: 6,
  segmentoPadrao: 'Indústria' as Segmento,
  objetivoPadrao: 'Capital de Giro' as Objetivo,
} as const

export const MENSAGEM_FATURAMENTO = 'O faturamento deve estar entre R$ 100.000,00 e R$ 500.000.000,00'

/** True when the annual revenue is inside the simulator's range (inclusive). */
export function faturamentoValido(faturamento: number): boolean {
  return Number.isFinite(faturamento) && faturamento >= SIMULADOR.faturamentoMinimo && faturamento <= SIMULADOR.faturamentoMaximo
}

/** Snaps a slider amount to the step, inside the range. */
export function ajustarValor(valor: number): number {
  if (!Number.isFinite(valor)) return SIMULADOR.valorInicial
  const passo = Math.round(valor / SIMULADOR.passo) * SIMULADOR.passo
  return Math.min(SIMULADOR.valorMaximo, Math.max(SIMULADOR.valorMinimo, passo))
}

/** The simulator's steps (spec 1 §2.5). */
export type Passo = 1 | 2 | 3 | 4 | 5

/** Where "Simular" leads: segment and objective only matter above the limit (spec 1 §4). */
export function passoAposSimular(acimaDoLimite: boolean): Passo {
  return acimaDoLimite ? 2 : 4
}

/** Where each back arrow leads (spec 1 §2.5). */
export function passoAnterior(passo: Passo, acimaDoLimite: boolean): Passo {
  switch (passo) {
    case 2:
      return 1
    case 3:
      return 2
    case 4:
      return acimaDoLimite ? 3 : 1
    case 5:
      return 4
    default:
      return 1
  }
}

/** A credit line as the choice needs it (the back-office collection `linhas-credito`). */
export interface LinhaCredito {
  id: number | string
  produto: string
  segmentos: readonly string[]
  objetivos: readonly string[]
  faturamentoMinimo: number
  faturamentoMaximo: number
  valorMinimo: number
  valorMaximo: number
  taxaMensal: number
  prazoMeses: number
  carenciaMeses: number
  sistema: 'SAC' | 'PRICE'
  jurosNaCarencia: 'pagos' | 'capitalizados'
  /** Upfront fees withheld on release (they enter the CET). */
  tarifas: readonly Tarifa[]
  ativa: boolean
}

export interface PedidoDeLinha {
  segmentacao: string
  objetivoFinanciamento: string
  faturamento: number
  valorFinanciamento: number
}

/** The active lines the request fits (segment, objective, revenue and amount ranges, inclusive). */
export function linhasElegiveis<L extends LinhaCredito>(linhas: readonly L[], p: PedidoDeLinha): L[] {
  return linhas.filter(
    (l) =>
      l.ativa &&
      l.segmentos.includes(p.segmentacao) &&
      l.objetivos.includes(p.objetivoFinanciamento) &&
      p.faturamento >= l.faturamentoMinimo &&
      p.faturamento <= l.faturamentoMaximo &&
      p.valorFinanciamento >= l.valorMinimo &&
      p.valorFinanciamento <= l.valorMaximo,
  )
}

/** The eligible line with the lowest monthly rate (ties: the longer term, then the lower id); null when none fits. */
export function escolherLinha<L extends LinhaCredito>(linhas: readonly L[], p: PedidoDeLinha): L | null {
  const elegiveis = linhasElegiveis(linhas, p)
  elegiveis.sort((a, b) => a.taxaMensal - b.taxaMensal || b.prazoMeses - a.prazoMeses || String(a.id).localeCompare(String(b.id), 'pt-BR', { numeric: true }))
  return elegiveis[0] ?? null
}
