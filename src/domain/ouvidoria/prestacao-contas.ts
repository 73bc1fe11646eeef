/**
 * The ombudsman's public account (Lei 13.460/2017 arts. 14–15): how many
 * messages of each nature arrived, month by month, the share answered within
 * the deadline and the average answer time. Counts only: a case enters with its
 * nature and three dates, nothing the citizen wrote. Days are the agency's
 * calendar days (diaNoFusoDoSite). Pure.
 */
import { diaNoFusoDoSite } from '../datas'
import { NATUREZAS_MANIFESTACAO, type NaturezaManifestacao } from './manifestacao'

/** What the account reads of a case. */
export interface CasoDaOuvidoria {
  natureza: string
  recebidaEm: Date
  /** The deadline day (extension included), 'YYYY-MM-DD', or null when none was set. */
  prazo: string | null
  respondidaEm: Date | null
}

export type ContagemPorNatureza = Record<NaturezaManifestacao, number>

export interface PrestacaoDeContas {
  total: number
  porNatureza: ContagemPorNatureza
  /** 'YYYY-MM' of receipt, ascending, months with no case left out. */
  porMes: { mes: string; total: number; porNatureza: ContagemPorNatureza }[]
  respondidas: number
  respondidasNoPrazo: number
  /** Answered on time ÷ answered, in %, one decimal half up; null with nothing answered. */
  percentualNoPrazo: number | null
  /** Mean calendar days from receipt to answer, one decimal half up; null with nothing answered. */
  mediaDiasResposta: number | null
}

const zerada = (): ContagemPorNatureza => Object.fromEntries(NATUREZAS_MANIFESTACAO.map((n) => [n, 0])) as ContagemPorNatureza

const umaCasa = (x: number) => Math.round(x * 10 + Number.EPSILON * 100) / 10

/** Whole days between two 'YYYY-MM-DD' days. */
function diasEntre(de: string, ate: string): number {
  return Math.round((Date.parse(`${ate}T00:00:00Z`) - Date.parse(`${de}T00:00:00Z`)) / 86_400_000)
}

function somar(contagem: ContagemPorNatureza, natureza: string): void {
  if ((NATUREZAS_MANIFESTACAO as readonly string[]).includes(natureza)) contagem[natureza as NaturezaManifestacao]++
}

/** The account of the cases received in [inicio, fim] ('YYYY-MM-DD' days, inclusive). */
export function prestacaoDeContas(casos: readonly CasoDaOuvidoria[], inicio: string, fim: string): PrestacaoDeContas {
  const porNatureza = zerada()
  const meses = new Map<string, { total: number; porNatureza: ContagemPorNatureza }>()
  let total = 0
  let respondidas = 0
  let noPrazo = 0
  let somaDias = 0
  for (const c of casos) {
    const dia = diaNoFusoDoSite(c.recebidaEm)
    if (dia < inicio || dia > fim) continue
    total++
    somar(porNatureza, c.natureza)
    const mes = meses.get(dia.slice(0, 7)) ?? { total: 0, porNatureza: zerada() }
    mes.total++
    somar(mes.porNatureza, c.natureza)
    meses.set(dia.slice(0, 7), mes)
    if (!c.respondidaEm) continue
    const respondida = diaNoFusoDoSite(c.respondidaEm)
    respondidas++
    somaDias += diasEntre(dia, respondida)
    if (c.prazo && respondida <= c.prazo) noPrazo++
  }
  return {
    total,
    porNatureza,
    porMes: [...meses].sort(([a], [b]) => a.localeCompare(b)).map(([mes, m]) => ({ mes, ...m })),
    respondidas,
    respondidasNoPrazo: noPrazo,
    percentualNoPrazo: respondidas ? umaCasa((noPrazo / respondidas) * 100) : null,
    mediaDiasResposta: respondidas ? umaCasa(somaDias / respondidas) : null,
  }
}

/** The last closed calendar year on `hoje` ('YYYY-MM-DD'). */
export function ultimoAnoFechado(hoje: string): number {
  return Number(hoje.slice(0, 4)) - 1
}

const MESES = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro']

/** 'YYYY-MM' as 'março de 2026'. */
export function mesPorExtenso(mes: string): string {
  return `${MESES[Number(mes.slice(5, 7)) - 1]} de ${mes.slice(0, 4)}`
}
