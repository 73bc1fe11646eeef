import { describe, expect, it } from 'vitest'

import { arredondarCentavos, calcularTabela, type CondicoesFinanciamento, totaisDaTabela } from './amortizacao'

const base: CondicoesFinanciamento = { valor: 100_000, taxaMensal: 1, prazoMeses: 60, carenciaMeses: 6, sistema: 'SAC', jurosNaCarencia: 'pagos' }
const mes = (t: ReturnType<typeof calcularTabela>, m: number) => t.find((p) => p.mes === m)!

describe('arredondamento em centavos, metade para cima', () => {
  it('0,125 → 0,13 e 1,005 → 1,01 (não o arredondamento bancário nem o erro binário)', () => {
    expect(arredondarCentavos(0.125)).toBe(0.13)
    expect(arredondarCentavos(1.005)).toBe(1.01)
    expect(arredondarCentavos(2.675)).toBe(2.68)
    expect(arredondarCentavos(1.004)).toBe(1)
    expect(arredondarCentavos(-0.125)).toBe(-0.13)
  })
  it('simétrico nos negativos e exato em valores grandes', () => {
    expect(arredondarCentavos(-1.005)).toBe(-1.01)
    expect(arredondarCentavos(-2.675)).toBe(-2.68)
    expect(arredondarCentavos(1.115)).toBe(1.12)
    expect(arredondarCentavos(1_234_567.895)).toBe(1_234_567.9)
    expect(arredondarCentavos(0.1 + 0.2)).toBe(0.3)
    expect(arredondarCentavos(0)).toBe(0)
  })
})

describe('invariantes de toda tabela', () => {
  const centavos = (v: number) => Math.round(v * 100)
  it.each([
    ['SAC', 'pagos'],
    ['SAC', 'capitalizados'],
    ['PRICE', 'pagos'],
    ['PRICE', 'capitalizados'],
  ] as const)('%s, juros %s: prestação = amortização + juros e o saldo cai pela amortização, mês a mês', (sistema, jurosNaCarencia) => {
    const t = calcularTabela({ ...base, sistema, jurosNaCarencia })
    expect(t.map((p) => p.mes)).toEqual(Array.from({ length: 60 }, (_, k) => k + 1))
    let saldo = centavos(base.valor)
    for (const p of t) {
      for (const v of [p.saldoDevedor, p.amortizacao, p.juros, p.prestacao]) expect(centavos(v)).toBeCloseTo(v * 100, 6)
      if (p.mes <= base.carenciaMeses && jurosNaCarencia === 'capitalizados') {
        expect(p.prestacao).toBe(0)
        saldo += centavos(p.juros)
      } else {
        expect(centavos(p.prestacao)).toBe(centavos(p.amortizacao) + centavos(p.juros))
        saldo -= centavos(p.amortizacao)
      }
      expect(centavos(p.saldoDevedor)).toBe(saldo)
    }
    expect(t.at(-1)!.saldoDevedor).toBe(0)
  })
})

describe('SAC com juros pagos na carência (R$ 100.000,00, 1 % a.m., 60 meses, 6 de carência)', () => {
  const t = calcularTabela(base)
  it('60 linhas, 54 com amortização', () => {
    expect(t).toHaveLength(60)
    expect(t.filter((p) => p.amortizacao > 0)).toHaveLength(54)
  })
  it('na carência, prestação de R$ 1.000,00 só de juros, saldo intacto', () => {
    for (let m = 1; m <= 6; m++) expect(mes(t, m)).toEqual({ mes: m, saldoDevedor: 100_000, amortizacao: 0, juros: 1000, prestacao: 1000 })
  })
  it('mês 7: amortização 1.851,85, juros 1.000,00, prestação 2.851,85', () => {
    expect(mes(t, 7)).toEqual({ mes: 7, saldoDevedor: 98_148.15, amortizacao: 1851.85, juros: 1000, prestacao: 2851.85 })
  })
  it('mês 60: a última amortização absorve o arredondamento (1.851,95), juros 18,52, prestação 1.870,47, saldo 0,00', () => {
    expect(mes(t, 60)).toEqual({ mes: 60, saldoDevedor: 0, amortizacao: 1851.95, juros: 18.52, prestacao: 1870.47 })
  })
  it('juros totais 33.500,04; amortizações somam o principal', () => {
    expect(totaisDaTabela(t)).toEqual({ amortizacao: 100_000, juros: 33_500.04, prestacao: 133_500.04 })
  })
})

describe('SAC com juros capitalizados na carência', () => {
  const t = calcularTabela({ ...base, jurosNaCarencia: 'capitalizados' })
  it('juros somados ao saldo mês a mês, arredondados: 106.152,01 ao fim da carência, sem prestação', () => {
    expect(mes(t, 1)).toEqual({ mes: 1, saldoDevedor: 101_000, amortizacao: 0, juros: 1000, prestacao: 0 })
    expect(mes(t, 6).saldoDevedor).toBe(106_152.01)
    expect(mes(t, 6).prestacao).toBe(0)
  })
  it('amortização 1.965,78 e primeira prestação 3.027,30', () => {
    expect(mes(t, 7).amortizacao).toBe(1965.78)
    expect(mes(t, 7).prestacao).toBe(3027.3)
  })
  it('o saldo termina em 0,00 e as amortizações somam o saldo capitalizado', () => {
    expect(mes(t, 60).saldoDevedor).toBe(0)
    expect(totaisDaTabela(t).amortizacao).toBe(106_152.01)
  })
})

describe('Price', () => {
  it('juros pagos: prestação 2.405,66; a última absorve o arredondamento e o saldo fecha em 0,00', () => {
    const t = calcularTabela({ ...base, sistema: 'PRICE' })
    for (let m = 1; m <= 6; m++) expect(mes(t, m)).toEqual({ mes: m, saldoDevedor: 100_000, amortizacao: 0, juros: 1000, prestacao: 1000 })
    for (let m = 7; m <= 59; m++) expect(mes(t, m).prestacao).toBe(2405.66)
    expect(mes(t, 60)).toEqual({ mes: 60, saldoDevedor: 0, amortizacao: 2381.72, juros: 23.82, prestacao: 2405.54 })
    expect(totaisDaTabela(t).amortizacao).toBe(100_000)
  })
  it('juros capitalizados: prestação 2.553,65', () => {
    const t = calcularTabela({ ...base, sistema: 'PRICE', jurosNaCarencia: 'capitalizados' })
    expect(mes(t, 7).prestacao).toBe(2553.65)
    expect(mes(t, 59).prestacao).toBe(2553.65)
    expect(mes(t, 60).saldoDevedor).toBe(0)
  })
  it('taxa zero: amortizações iguais, sem juros', () => {
    const t = calcularTabela({ ...base, sistema: 'PRICE', taxaMensal: 0, carenciaMeses: 0, prazoMeses: 3 })
    expect(t.map((p) => p.prestacao)).toEqual([33_333.33, 33_333.33, 33_333.34])
    expect(totaisDaTabela(t).juros).toBe(0)
  })
  it('taxa zero no SAC e com carência: sem juros, prestação igual à amortização', () => {
    const t = calcularTabela({ ...base, taxaMensal: 0, carenciaMeses: 2, prazoMeses: 5, valor: 1000 })
    expect(t.map((p) => p.prestacao)).toEqual([0, 0, 333.33, 333.33, 333.34])
    expect(t.map((p) => p.saldoDevedor)).toEqual([1000, 1000, 666.67, 333.34, 0])
  })
})

describe('totaisDaTabela', () => {
  it('soma cada coluna ao centavo, sem deriva binária', () => {
    const linha = (mes: number, amortizacao: number, juros: number) => ({ mes, saldoDevedor: 0, amortizacao, juros, prestacao: arredondarCentavos(amortizacao + juros) })
    const t = [linha(1, 0.1, 0.2), linha(2, 0.2, 0.1), linha(3, 0.07, 0.01)]
    expect(totaisDaTabela(t)).toEqual({ amortizacao: 0.37, juros: 0.31, prestacao: 0.68 })
    expect(totaisDaTabela([])).toEqual({ amortizacao: 0, juros: 0, prestacao: 0 })
  })
})

describe('sem carência e validação', () => {
  it('carência 0: a amortização começa no mês 1', () => {
    const t = calcularTabela({ ...base, carenciaMeses: 0, prazoMeses: 4, valor: 1000 })
    expect(t.map((p) => p.amortizacao)).toEqual([250, 250, 250, 250])
    expect(mes(t, 1).juros).toBe(10)
  })
  it('recusa condições impossíveis com mensagens em português', () => {
    const valor = 'O valor financiado deve ser maior que zero.'
    const taxa = 'A taxa mensal não pode ser negativa.'
    const prazo = 'O prazo deve ser um número inteiro de meses, de 1 em diante.'
    const carencia = 'A carência deve ser um número inteiro de meses, menor que o prazo.'
    expect(() => calcularTabela({ ...base, valor: 0 })).toThrow(RangeError)
    expect(() => calcularTabela({ ...base, valor: 0 })).toThrow(new RangeError(valor))
    expect(() => calcularTabela({ ...base, valor: -100 })).toThrow(new RangeError(valor))
    expect(() => calcularTabela({ ...base, valor: Number.NaN })).toThrow(new RangeError(valor))
    expect(() => calcularTabela({ ...base, taxaMensal: -1 })).toThrow(new RangeError(taxa))
    expect(() => calcularTabela({ ...base, prazoMeses: 12.5 })).toThrow(new RangeError(prazo))
    expect(() => calcularTabela({ ...base, prazoMeses: 0, carenciaMeses: 0 })).toThrow(new RangeError(prazo))
    expect(() => calcularTabela({ ...base, carenciaMeses: 60 })).toThrow(new RangeError(carencia))
    expect(() => calcularTabela({ ...base, carenciaMeses: -1 })).toThrow(new RangeError(carencia))
    expect(() => calcularTabela({ ...base, carenciaMeses: 1.5 })).toThrow(new RangeError(carencia))
    expect(() => calcularTabela({ ...base, carenciaMeses: 0, prazoMeses: 1 })).not.toThrow()
  })
})
