import { describe, expect, it } from 'vitest'

import { calcularTabela } from './amortizacao'
import { calcularCet, calcularIof, IOF_PESSOA_JURIDICA, somarTarifas, taxaInternaMensal } from './cet'

/*
 * Worked examples computed independently of this code, in Python with decimal.Decimal
 * (50 digits, ROUND_HALF_UP to cents), by the definitions of Res. CMN 4.881/2020 and
 * Decreto 6.306/2007 art. 7, I, "b", 2 and §15 (0,0041 % a day up to 365 days on each
 * amortised portion + 0,38 % on the amount), a month counted as 30 days:
 *
 * 1) R$ 10.000, 1 % a.m., 1 month, SAC: one instalment of 10.100,00.
 *    IOF = 10000 × 0,000041 × 30 + 10000 × 0,0038 = 12,30 + 38,00 = 50,30; released 9.949,70.
 *    i = 10100 / 9949,70 − 1 = 0,015105983…; CET = (1 + i)^12 − 1 = 19,7117…% → 19,71 % a.a.
 *
 * 2) R$ 10.000, 1 % a.m., 12 months, Price: PMT = 10000 × 0,01 / (1 − 1,01^−12) = 888,49
 *    (interest rounded half up each month; the 12th instalment is 888,47).
 *    IOF daily = Σ amortisation_k × 0,000041 × min(30k, 365) = 81,40796820; + 38,00 → 119,41.
 *    Fees: R$ 200 fixed + 1 % of the amount = 300,00. Released 10000 − 119,41 − 300 = 9.580,59.
 *    Bisection on Σ prestação_k / (1 + i)^k = 9580,59 gives i = 0,0168474926…;
 *    CET = 22,1996…% → 22,20 % a.a.  Without charges: i = 0,0100000955… → 12,68 % a.a.
 */

const price12 = calcularTabela({ valor: 10_000, taxaMensal: 1, prazoMeses: 12, carenciaMeses: 0, sistema: 'PRICE', jurosNaCarencia: 'pagos' })
const tarifas = [
  { nome: 'Tarifa de cadastro', tipo: 'valor', valor: 200 },
  { nome: 'Tarifa de estruturação', tipo: 'percentual', valor: 1 },
] as const

describe('CET (Res. CMN 4.881/2020)', () => {
  it('exemplo 1: um mês, com IOF de pessoa jurídica, 19,71 % a.a.', () => {
    const tabela = calcularTabela({ valor: 10_000, taxaMensal: 1, prazoMeses: 1, carenciaMeses: 0, sistema: 'SAC', jurosNaCarencia: 'pagos' })
    expect(calcularCet(10_000, tabela, { iof: IOF_PESSOA_JURIDICA, tarifas: [] })).toEqual({ cet: 19.71, iof: 50.3, tarifas: 0, valorLiberado: 9949.7 })
  })

  it('exemplo 2: Price 12 meses, IOF e duas tarifas, 22,20 % a.a.', () => {
    expect(price12.at(-1)?.prestacao).toBe(888.47)
    expect(calcularIof(10_000, price12, IOF_PESSOA_JURIDICA)).toBe(119.41)
    expect(somarTarifas(10_000, tarifas)).toBe(300)
    expect(calcularCet(10_000, price12, { iof: IOF_PESSOA_JURIDICA, tarifas })).toEqual({ cet: 22.2, iof: 119.41, tarifas: 300, valorLiberado: 9580.59 })
    expect(taxaInternaMensal(9580.59, price12)).toBeCloseTo(0.0168474926, 9)
  })

  it('sem encargos, o CET é a taxa do contrato anualizada (12,68 % a.a. para 1 % a.m.)', () => {
    expect(calcularCet(10_000, price12, { iof: null, tarifas: [] })).toEqual({ cet: 12.68, iof: 0, tarifas: 0, valorLiberado: 10_000 })
  })

  it('o IOF diário para em 365 dias: uma amortização no 24º mês paga 365 dias, não 720', () => {
    const tabela = calcularTabela({ valor: 10_000, taxaMensal: 0, prazoMeses: 24, carenciaMeses: 23, sistema: 'SAC', jurosNaCarencia: 'pagos' })
    // 10000 × 0,000041 × 365 = 149,65; + 38,00.
    expect(calcularIof(10_000, tabela, IOF_PESSOA_JURIDICA)).toBe(187.65)
  })

  it('taxa zero e nenhum encargo: CET 0,00', () => {
    const tabela = calcularTabela({ valor: 1_000, taxaMensal: 0, prazoMeses: 10, carenciaMeses: 0, sistema: 'SAC', jurosNaCarencia: 'pagos' })
    expect(calcularCet(1_000, tabela, { iof: null, tarifas: [] }).cet).toBe(0)
  })

  it('encargos que consomem todo o valor são recusados', () => {
    expect(() => calcularCet(100, price12, { iof: null, tarifas: [{ nome: 'x', tipo: 'valor', valor: 100 }] })).toThrow('O valor liberado deve ser maior que zero.')
  })
})
