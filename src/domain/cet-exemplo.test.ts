import { describe, expect, it } from 'vitest'

import { IOF_PESSOA_JURIDICA } from './cet'
import { exemploDeCet, textoDoExemploDeCet, textoDoIof } from './cet-exemplo'
import type { LinhaCredito } from './simulacao'

/*
 * The figures are cet.test.ts's worked example 2, computed independently in Python
 * with decimal.Decimal (source and steps there): R$ 10.000, 1 % a.m., 12 months,
 * Price, IOF for companies 119,41, fees R$ 200 + 1 % = 300,00, released 9.580,59,
 * CET 22,20 % a.a.
 */
const LINHA: LinhaCredito = {
  id: 1,
  produto: 'Linha de exemplo',
  segmentos: ['Indústria'],
  objetivos: ['Capital de Giro'],
  faturamentoMinimo: 0,
  faturamentoMaximo: 1_000_000,
  valorMinimo: 10_000,
  valorMaximo: 500_000,
  taxaMensal: 1,
  prazoMeses: 12,
  carenciaMeses: 0,
  sistema: 'PRICE',
  jurosNaCarencia: 'pagos',
  tarifas: [
    { nome: 'Tarifa de cadastro', tipo: 'valor', valor: 200 },
    { nome: 'Tarifa de estruturação', tipo: 'percentual', valor: 1 },
  ],
  ativa: true,
}

describe('exemploDeCet (the product page’s representative example)', () => {
  it('computes on the line’s minimum amount, with its fees and the IOF for companies: 22,20 % a.a.', () => {
    expect(exemploDeCet(LINHA, IOF_PESSOA_JURIDICA)).toEqual({
      valor: 10_000,
      linha: { produto: 'Linha de exemplo', taxaMensal: 1, prazoMeses: 12, carenciaMeses: 0, sistema: 'PRICE', tarifas: LINHA.tarifas },
      iofAplicado: IOF_PESSOA_JURIDICA,
      cet: 22.2,
      iof: 119.41,
      tarifas: 300,
      valorLiberado: 9580.59,
    })
  })

  it('uses the maximum when the line has no minimum (R$ 10.000 as the maximum: the same 22,20 %)', () => {
    expect(exemploDeCet({ ...LINHA, valorMinimo: 0, valorMaximo: 10_000 }, IOF_PESSOA_JURIDICA)?.cet).toBe(22.2)
  })

  it('says nothing without an amount, or when the charges consume the amount', () => {
    expect(exemploDeCet({ ...LINHA, valorMinimo: 0, valorMaximo: 0 }, IOF_PESSOA_JURIDICA)).toBeNull()
    expect(exemploDeCet({ ...LINHA, tarifas: [{ nome: 'x', tipo: 'valor', valor: 10_000 }] }, IOF_PESSOA_JURIDICA)).toBeNull()
  })
})

describe('the example and the IOF in words', () => {
  it('states the amount, term, system, rate, each fee, the IOF, what is released and the CET', () => {
    expect(textoDoExemploDeCet(exemploDeCet(LINHA, IOF_PESSOA_JURIDICA)!)).toBe(
      'Exemplo na linha Linha de exemplo: R$ 10.000,00 em 12 meses, sem carência, sistema Price, taxa de 1,00% a.m., ' +
        'tarifas de R$ 300,00: Tarifa de cadastro (R$ 200,00); Tarifa de estruturação (1% do valor), IOF de R$ 119,41; valor liberado R$ 9.580,59. CET: 22,20% a.a.',
    )
  })

  it('says the grace and that there are no fees', () => {
    const e = exemploDeCet({ ...LINHA, carenciaMeses: 3, sistema: 'SAC', tarifas: [] }, IOF_PESSOA_JURIDICA)!
    expect(textoDoExemploDeCet(e)).toMatch(/^Exemplo na linha Linha de exemplo: R\$ 10\.000,00 em 12 meses, com 3 de carência, sistema SAC, taxa de 1,00% a\.m\., sem tarifas, IOF de R\$ /)
  })

  it('states the IOF rates and the decree', () => {
    expect(textoDoIof(IOF_PESSOA_JURIDICA)).toBe(
      'IOF de empresa: 0,0041% ao dia sobre cada parcela do principal, por até 365 dias, mais 0,38% sobre o valor (Decreto nº 6.306/2007, art. 7º).',
    )
  })
})
