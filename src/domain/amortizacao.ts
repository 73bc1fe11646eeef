/**
 * Amortization schedules (SAC and Price) with a grace period whose interest is
 * paid or capitalised. Amounts are kept in integer cents and rounded half up
 * month by month, as a bank statement shows them; the last instalment absorbs
 * the rounding so the balance ends at exactly 0.00. Pure.
 */

export type SistemaAmortizacao = 'SAC' | 'PRICE'

export interface CondicoesFinanciamento {
  /** Principal in reais. */
  valor: number
  /** Percent per month (1 = 1 % a.m.). */
  taxaMensal: number
  /** Total term in months, grace included (60 with 6 of grace = 54 amortizing instalments). */
  prazoMeses: number
  carenciaMeses: number
  sistema: SistemaAmortizacao
  jurosNaCarencia: 'pagos' | 'capitalizados'
}

/** One month of the schedule; saldoDevedor is the balance after that month's payment. */
export interface ParcelaAmortizacao {
  mes: number
  saldoDevedor: number
  amortizacao: number
  juros: number
  prestacao: number
}

/** Rounds to cents, half up (away from zero), robust to binary error (1.005 → 1.01). */
export function arredondarCentavos(v: number): number {
  return paraReais(paraCentavos(v))
}

/** Rounds to an integer, half away from zero; the tiny epsilon undoes binary error (100.49999… for 100.5). */
function arredondarInteiro(x: number): number {
  const a = Math.abs(x)
  const r = Math.round(a + a * Number.EPSILON * 4)
  return x < 0 ? -r : r
}

/** Reais to integer cents, half up. */
function paraCentavos(v: number): number {
  return arredondarInteiro(v * 100)
}

function paraReais(c: number): number {
  return c / 100
}

/** Cents of interest on a balance in cents, half up. */
function jurosSobre(saldoCentavos: number, taxa: number): number {
  return arredondarInteiro((saldoCentavos * taxa) / 100)
}

function validar(c: CondicoesFinanciamento): void {
  if (!(c.valor > 0) || !Number.isFinite(c.valor)) throw new RangeError('O valor financiado deve ser maior que zero.')
  if (!(c.taxaMensal >= 0) || !Number.isFinite(c.taxaMensal)) throw new RangeError('A taxa mensal não pode ser negativa.')
  if (!Number.isInteger(c.prazoMeses) || c.prazoMeses < 1) throw new RangeError('O prazo deve ser um número inteiro de meses, de 1 em diante.')
  if (!Number.isInteger(c.carenciaMeses) || c.carenciaMeses < 0 || c.carenciaMeses >= c.prazoMeses)
    throw new RangeError('A carência deve ser um número inteiro de meses, menor que o prazo.')
}

/** The month-by-month schedule, months 1..prazoMeses. */
export function calcularTabela(c: CondicoesFinanciamento): ParcelaAmortizacao[] {
  validar(c)
  const i = c.taxaMensal / 100
  const linhas: ParcelaAmortizacao[] = []
  let saldo = paraCentavos(c.valor)
  const linha = (mes: number, amortizacao: number, juros: number, prestacao: number) =>
    linhas.push({ mes, saldoDevedor: paraReais(saldo), amortizacao: paraReais(amortizacao), juros: paraReais(juros), prestacao: paraReais(prestacao) })

  for (let mes = 1; mes <= c.carenciaMeses; mes++) {
    const juros = jurosSobre(saldo, c.taxaMensal)
    if (c.jurosNaCarencia === 'capitalizados') {
      saldo += juros
      linha(mes, 0, juros, 0)
    } else linha(mes, 0, juros, juros)
  }

  const n = c.prazoMeses - c.carenciaMeses
  const amortizacaoSac = arredondarInteiro(saldo / n)
  // Price: PMT = B·i / (1 − (1+i)^−n), in cents; with no interest, equal amortizations.
  const prestacaoPrice = i === 0 ? arredondarInteiro(saldo / n) : paraCentavos((paraReais(saldo) * i) / (1 - (1 + i) ** -n))

  for (let k = 1; k <= n; k++) {
    const mes = c.carenciaMeses + k
    const juros = jurosSobre(saldo, c.taxaMensal)
    let amortizacao = c.sistema === 'SAC' ? amortizacaoSac : prestacaoPrice - juros
    // The last instalment takes what is left, so the balance closes at exactly zero.
    if (k === n || amortizacao > saldo) amortizacao = saldo
    saldo -= amortizacao
    linha(mes, amortizacao, juros, amortizacao + juros)
  }
  return linhas
}

/** Sums of the schedule's columns, exact to the cent. */
export function totaisDaTabela(t: readonly ParcelaAmortizacao[]): { amortizacao: number; juros: number; prestacao: number } {
  const soma = (f: (p: ParcelaAmortizacao) => number) => paraReais(t.reduce((s, p) => s + paraCentavos(f(p)), 0))
  return { amortizacao: soma((p) => p.amortizacao), juros: soma((p) => p.juros), prestacao: soma((p) => p.prestacao) }
}
