import { describe, expect, it } from 'vitest'

import {
  CHAVES_INDICADORES,
  INDICADORES,
  INDICADORES_HOME,
  formatarDataIndicador,
  formatarDataIndicadorCurta,
  formatarValorIndicador,
  lerDataIndicador,
} from './indicadores'

const formato = (chave: string) => INDICADORES.find((i) => i.chave === chave)!.formato
const formatoHome = (chave: string) => INDICADORES_HOME.find((i) => i.chave === chave)!.formato

describe('indicator formats of the indicators page (spec 1 §9)', () => {
  it.each([
    ['CDIOVER', 14.9, '14,90% a.a.'],
    ['DOLARVENDA', 5.33214, 'R$ 5,3321'],
    ['DOLARCOMPRA', 5.3315, 'R$ 5,3315'],
    ['IGPDI', -0.456, '-0,46%'],
    ['IGPM', 0.3, '0,30%'],
    ['INPC', 0.29, '0,29%'],
    ['IPCA', 0.56, '0,56%'],
    ['IPCA12MESES', 4.68, '4,68%'],
    ['JUROSCDI', 0.055131, '0,055131% a.d.'],
    ['POUPANCAANTIGA', 0.6709, '0,6709% a.m.'],
    ['POUPANCANOVA', 0.67091, '0,6709% a.m.'],
    ['SWAPDIPRE360', 14.12, '14,12% a.a.'],
    ['TAXASELICMETA', 15, '15,00% a.a.'],
    ['TJLP', 8.79, '8,79% a.a.'],
    ['TR', 0.1742, '0,174200% a.m.'],
  ])('%s %s → %s', (chave, valor, esperado) => {
    expect(formatarValorIndicador(valor, formato(chave))).toBe(esperado)
  })
  it('uses thousands dots for large values', () => {
    expect(formatarValorIndicador(1234.5, formato('DOLARVENDA'))).toBe('R$ 1.234,5000')
  })
  it('lists every indicator of the page, each once', () => {
    expect(new Set(CHAVES_INDICADORES).size).toBe(15)
  })
})

describe('home block formats (spec 1 §9)', () => {
  it('Selic target with 8 decimals, TR with 6 and % a.d., dollar with 4', () => {
    expect(formatarValorIndicador(15, formatoHome('TAXASELICMETA'))).toBe('15,00000000% a.a.')
    expect(formatarValorIndicador(0.005, formatoHome('TR'))).toBe('0,005000% a.d.')
    expect(formatarValorIndicador(5.4, formatoHome('DOLARVENDA'))).toBe('R$ 5,4000')
    expect(INDICADORES_HOME.map((i) => i.chave)).toEqual(['DOLARVENDA', 'DOLARCOMPRA', 'TAXASELICMETA', 'TR'])
  })
  it("a missing value shows '-'", () => {
    for (const v of [null, undefined, Number.NaN, Infinity]) expect(formatarValorIndicador(v, formatoHome('TR'))).toBe('-')
    expect(formatarValorIndicador(0, formatoHome('TR'))).toBe('0,000000% a.d.')
  })
})

describe('indicator dates (UTC, pt-BR)', () => {
  it('reads ISO and dd/mm/aaaa as the same calendar day', () => {
    expect(formatarDataIndicador('2026-11-21')).toBe('21/11/2026')
    expect(formatarDataIndicador('21/11/2026')).toBe('21/11/2026')
    // Midnight UTC would be the 20th in Porto Alegre: read in UTC it stays the 21st.
    expect(formatarDataIndicador('2026-11-21T00:00:00.000Z')).toBe('21/11/2026')
    expect(formatarDataIndicadorCurta('2026-11-21T00:00:00.000Z')).toBe('21/11')
  })
  it("an invalid date shows '-'", () => {
    for (const d of ['', null, undefined, '31/02/2026', '2026-13-01', 'ontem', '21-11-2026']) {
      expect(formatarDataIndicador(d)).toBe('-')
      expect(formatarDataIndicadorCurta(d)).toBe('-')
    }
    expect(lerDataIndicador('29/02/2028')?.toISOString()).toBe('2028-02-29T00:00:00.000Z')
  })
})
