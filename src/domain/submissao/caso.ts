/**
 * What every submission is to the team that works it (issue 31): a case with
 * a follow-up status that moves only along its kind's allowed transitions, and
 * a deadline from the kind's service level. Pure: the collections' spine
 * (collections/caso) enforces it, the settings screen offers the levels.
 */
import { prazoPelaRegra, type Data, type RegrasDePrazo } from '../ouvidoria/prazo'

/** From each status, the statuses a case may move to (staying where it is is always allowed). */
export type Transicoes = Readonly<Record<string, readonly string[]>>

/** One status of a kind: its label, the statuses a case may move to from it, and whether it closes the case. */
export type PassoDoFluxo = readonly [rotulo: string, para: readonly string[], encerrada?: 'encerrada']

/**
 * A kind's follow-up statuses, each declared once, in order (the first is a new submission's): the
 * status list, the allowed moves and the closed statuses of its definition derive from this table.
 */
export function fluxo(passos: Readonly<Record<string, PassoDoFluxo>>): { situacoes: { value: string; label: string }[]; transicoes: Transicoes; encerradas: string[] } {
  const linhas = Object.entries(passos)
  return {
    situacoes: linhas.map(([value, [label]]) => ({ value, label })),
    transicoes: Object.fromEntries(linhas.map(([de, [, para]]) => [de, para])),
    encerradas: linhas.filter(([, [, , encerrada]]) => encerrada).map(([s]) => s),
  }
}

/** True when a case may go from `de` to `para` (no status before: a new case, any status). */
export function transicaoPermitida(transicoes: Transicoes, de: string | null | undefined, para: string): boolean {
  if (!de || de === para) return true
  return (transicoes[de] ?? []).includes(para)
}

/** The refusal staff read: both statuses by their labels. */
export function mensagemDeTransicao(situacoes: readonly { value: string; label: string }[], de: string, para: string): string {
  const rotulo = (v: string) => situacoes.find((s) => s.value === v)?.label ?? v
  return `Não é possível passar a situação de "${rotulo(de)}" para "${rotulo(para)}".`
}

/** A kind's service level: how many days the team has, calendar or business days. */
export interface NivelDeServico {
  dias: number
  uteis: boolean
}

/**
 * The kinds with a configurable service level and their defaults (the back-office
 * settings override them). The ombudsman keeps its legal calendar (ouvidoria/prazo.ts);
 * whistleblower reports have no deadline shown outside their sealed workflow.
 */
export const NIVEIS_DE_SERVICO_PADRAO = {
  simulacoes: { rotulo: 'Simulações (leads)', dias: 2, uteis: true },
  'solicitacoes-financiamento': { rotulo: 'Solicitações de financiamento', dias: 5, uteis: true },
  'mensagens-contato': { rotulo: 'Fale Conosco', dias: 5, uteis: true },
  protocolos: { rotulo: 'Protocolo Digital', dias: 10, uteis: true },
  'cadastros-fundos': { rotulo: 'Cadastros de fundos estaduais', dias: 10, uteis: true },
} as const satisfies Record<string, NivelDeServico & { rotulo: string }>

export type ColecaoComNivelDeServico = keyof typeof NIVEIS_DE_SERVICO_PADRAO
export const COLECOES_COM_NIVEL_DE_SERVICO = Object.keys(NIVEIS_DE_SERVICO_PADRAO) as ColecaoComNivelDeServico[]

/** A case's deadline: `dias` after the day it arrived (that day not counted), on a business day. */
export function prazoDoCaso(recebidoEm: Data, nivel: NivelDeServico, feriados?: Pick<RegrasDePrazo, 'feriadosExtras'>): Data {
  return prazoPelaRegra(recebidoEm, { ...nivel, diasProrrogacao: 0 }, false, feriados)
}
