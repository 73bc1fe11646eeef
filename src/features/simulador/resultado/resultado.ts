/**
 * The saved simulation (spec 3 §3 Simulation) as the result page and its PDF
 * read it: checked, because local storage is the visitor's to change.
 */
import { z } from '@/domain/zod'

import { cetAoAno, taxaAoMes } from '@/domain/taxas-texto'
import { formatarReais } from '@/domain/validacao'

const dinheiro = z.number().finite()

export const esquemaResultado = z.object({
  objetivoFinanciamento: z.string().max(100),
  linhaEscolhida: z.object({
    produto: z.string().max(150),
    taxa: z.number().finite().min(0).max(100),
    prazo: z.number().int().min(1).max(600),
    carencia: z.number().int().min(0).max(600),
  }),
  periodoAmortizacao: z
    .array(z.object({ mes: z.number().int().min(1), saldoDevedor: dinheiro, amortizacao: dinheiro, juros: dinheiro, prestacao: dinheiro }))
    .min(1)
    .max(600),
  /** Custo efetivo total, % a year (absent from simulations saved before it existed). */
  cet: z.number().finite().min(0).max(10_000).optional(),
  encargos: z.object({ iof: dinheiro, tarifas: dinheiro, valorLiberado: dinheiro }).optional(),
})
export type Resultado = z.output<typeof esquemaResultado>

/** The saved value as a result, or null when there is none or it is not one (spec 3: 'Não há dados disponíveis para exibir.'). */
export function lerComoResultado(valor: unknown): Resultado | null {
  const r = esquemaResultado.safeParse(valor)
  return r.success ? r.data : null
}

export const SEM_DADOS = 'Não há dados disponíveis para exibir.'

export const AVISO_SIMULACAO =
  'Os valores das parcelas são aproximados. Esta simulação não é uma proposta de crédito: as condições podem mudar sem aviso, e a concessão do crédito depende de análise e aprovação.'

/** The conditions the result page and its PDF list, in order: [label, value]. */
export function condicoesDoResultado(r: Resultado): [string, string][] {
  const l = r.linhaEscolhida
  const linhas: [string, string][] = [
    ['Produto', l.produto],
    ['Objetivo', r.objetivoFinanciamento],
    ['Taxa', taxaAoMes(l.taxa)],
    ['Prazo', `${l.prazo} meses`],
    ['Carência', `${l.carencia} meses`],
  ]
  if (r.cet !== undefined) linhas.push(['Custo efetivo total (CET)', cetAoAno(r.cet)])
  return linhas
}

/** What the CET includes, in a sentence: the IOF and fees withheld and the amount released. */
export function explicacaoDoCet(r: Resultado): string | null {
  if (r.cet === undefined || !r.encargos) return null
  const e = r.encargos
  return `O CET inclui os juros, o IOF (${formatarReais(e.iof)}) e as tarifas (${formatarReais(e.tarifas)}) descontados na liberação: você recebe ${formatarReais(e.valorLiberado)}. Cálculo conforme a Resolução CMN nº 4.881/2020.`
}
