/**
 * The date rules of the registration forms (spec 3 §5, §9), on days written
 * dd/mm/aaaa. Days are compared at 00:00 UTC (domain/datas.ts `lerDia`), so a
 * rule never moves with the visitor's or the server's time zone; `hoje` is the
 * day in Brazil, passed in so tests can fix it.
 */
import { diaNoFusoDoSite, lerDia } from '../datas'

export const IDADE_MINIMA = 15
export const IDADE_MAXIMA = 150
export const ANOS_DATA_BASE = 9

export const MENSAGENS_DATAS = {
  idade: 'A idade deve estar entre 15 e 150 anos.',
  emissaoFutura: 'A data de emissão não pode ser posterior à data de hoje.',
  emissaoAntesNascimento: 'A data de emissão não pode ser anterior à data de nascimento.',
  // The spec spells it 'constuição'; we write it correctly (docs/spec-notes.md).
  constituicaoFutura: 'A data de constituição não pode ser posterior à data de hoje.',
  invalida: 'Data inválida.',
} as const

/** Today in the agency's time zone, as a UTC midnight (how the rules compare days). */
export function hojeNoBrasil(agora: Date = new Date()): Date {
  return lerDia(diaNoFusoDoSite(agora))!
}

/** Whole years from `nascimento` to `hoje` (a birthday counts on its day; 29/02 on 01/03 in common years). */
export function idade(nascimento: Date, hoje: Date): number {
  let anos = hoje.getUTCFullYear() - nascimento.getUTCFullYear()
  const antesDoAniversario =
    hoje.getUTCMonth() < nascimento.getUTCMonth() || (hoje.getUTCMonth() === nascimento.getUTCMonth() && hoje.getUTCDate() < nascimento.getUTCDate())
  if (antesDoAniversario) anos -= 1
  return anos
}

/** The birth date's problem, or null: a real day, age 15 to 150 (spec 3 §5). */
export function problemaNascimento(texto: string, hoje: Date): string | null {
  const d = lerDia(texto)
  if (!d) return MENSAGENS_DATAS.invalida
  const anos = idade(d, hoje)
  return anos < IDADE_MINIMA || anos > IDADE_MAXIMA || d > hoje ? MENSAGENS_DATAS.idade : null
}

/** The issue date's problem, or null: not after today, not before birth (when the birth date is known). */
export function problemaEmissao(texto: string, nascimento: string | undefined, hoje: Date): string | null {
  const d = lerDia(texto)
  if (!d) return MENSAGENS_DATAS.invalida
  if (d > hoje) return MENSAGENS_DATAS.emissaoFutura
  const n = nascimento ? lerDia(nascimento) : null
  return n && d < n ? MENSAGENS_DATAS.emissaoAntesNascimento : null
}

/** The constitution date's problem, or null: not after today. */
export function problemaConstituicao(texto: string, hoje: Date): string | null {
  const d = lerDia(texto)
  if (!d) return MENSAGENS_DATAS.invalida
  return d > hoje ? MENSAGENS_DATAS.constituicaoFutura : null
}

/** 'Data Base' options: 31 December of each of the last 9 years, ending last year, newest first (spec 3 §5). */
export function opcoesDataBase(hoje: Date): string[] {
  const ano = hoje.getUTCFullYear()
  return Array.from({ length: ANOS_DATA_BASE }, (_, i) => `31/12/${ano - 1 - i}`)
}
