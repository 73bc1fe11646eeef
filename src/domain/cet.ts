/**
 * Custo efetivo total (Res. CMN 4.881/2020): the monthly internal rate of return
 * of what the borrower actually receives (the principal net of the upfront
 * charges: IOF and the credit line's fees) against the instalments they pay,
 * annualised as (1 + i)^12 − 1 and shown as a percentage with two decimals,
 * rounded half up. Pure.
 */
import { arredondarCentavos, type ParcelaAmortizacao } from './amortizacao'

/** IOF on company credit with a set principal (Decreto 6.306/2007, art. 7, I, "b", 2, and §15), in percent. */
export interface AliquotasIof {
  /** Percent a day on each amortised portion, for at most 365 days (0.0041 for a company). */
  diariaPercentual: number
  /** Additional percent on the whole amount, charged once (0.38). */
  adicionalPercentual: number
}

/** The decree's rates for a company (pessoa jurídica), the settings' defaults. */
export const IOF_PESSOA_JURIDICA: AliquotasIof = { diariaPercentual: 0.0041, adicionalPercentual: 0.38 }

/** A credit line's upfront fee: a fixed amount in reais, or a percentage of the amount financed. */
export interface Tarifa {
  nome: string
  tipo: 'valor' | 'percentual'
  valor: number
}

export interface CustoEfetivo {
  /** CET, % a year, two decimals. */
  cet: number
  /** IOF withheld on release, reais. */
  iof: number
  /** The line's fees withheld on release, reais. */
  tarifas: number
  /** What reaches the borrower: the amount less IOF and fees. */
  valorLiberado: number
}

/** The simulation has no dates: a month counts 30 days (month k is paid on day 30·k). */
const DIAS_POR_MES = 30
const DIAS_MAXIMOS_IOF = 365

/**
 * IOF in reais, rounded to the cent once, half up: the daily rate on each month's
 * amortisation for the days until it is paid (at most 365), plus the additional
 * rate on the amount.
 */
export function calcularIof(valor: number, tabela: readonly ParcelaAmortizacao[], aliquotas: AliquotasIof): number {
  const diario = tabela.reduce((s, p) => s + p.amortizacao * (aliquotas.diariaPercentual / 100) * Math.min(p.mes * DIAS_POR_MES, DIAS_MAXIMOS_IOF), 0)
  return arredondarCentavos(diario + valor * (aliquotas.adicionalPercentual / 100))
}

/** The fees' sum in reais, rounded to the cent half up. */
export function somarTarifas(valor: number, tarifas: readonly Tarifa[]): number {
  return arredondarCentavos(tarifas.reduce((s, t) => s + (t.tipo === 'percentual' ? (valor * t.valor) / 100 : t.valor), 0))
}

/** Present value of the instalments at monthly rate i, less what was received. */
function saldoPresente(recebido: number, tabela: readonly ParcelaAmortizacao[], i: number): number {
  return tabela.reduce((s, p) => s + p.prestacao / (1 + i) ** p.mes, 0) - recebido
}

/**
 * The monthly rate i at which the instalments' present value equals what was
 * received, by bisection (the present value falls as i grows), to 1e-15.
 */
export function taxaInternaMensal(recebido: number, tabela: readonly ParcelaAmortizacao[]): number {
  if (!(recebido > 0)) throw new RangeError('O valor liberado deve ser maior que zero.')
  let baixo = -0.99
  let alto = 1
  while (saldoPresente(recebido, tabela, alto) > 0) alto *= 2
  for (let k = 0; k < 200 && alto - baixo > 1e-15; k++) {
    const meio = (baixo + alto) / 2
    if (saldoPresente(recebido, tabela, meio) > 0) baixo = meio
    else alto = meio
  }
  return (baixo + alto) / 2
}

/** The CET of a schedule on `valor`, with the IOF and fees withheld on release. */
export function calcularCet(
  valor: number,
  tabela: readonly ParcelaAmortizacao[],
  encargos: { iof: AliquotasIof | null; tarifas: readonly Tarifa[] },
): CustoEfetivo {
  const iof = encargos.iof ? calcularIof(valor, tabela, encargos.iof) : 0
  const tarifas = somarTarifas(valor, encargos.tarifas)
  const valorLiberado = arredondarCentavos(valor - iof - tarifas)
  const i = taxaInternaMensal(valorLiberado, tabela)
  // Two decimals of a percentage is the same half-up rounding as cents; `|| 0` turns a −0 into 0.
  return { cet: arredondarCentavos(((1 + i) ** 12 - 1) * 100) || 0, iof, tarifas, valorLiberado }
}
