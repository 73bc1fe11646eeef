import { describe, expect, it } from 'vitest'

import { limiteDeRetencao } from '../retencao-atendimento'
import { emAberto, PADRAO_PROTOCOLO_OUVIDORIA, protocoloOuvidoria } from './manifestacao'
import { prazoPelaRegra } from './prazo'

describe('protocolo da Ouvidoria', () => {
  it('ano e 80 bits aleatórios em base32 de Crockford, em quatro grupos de quatro', () => {
    expect(protocoloOuvidoria(new Uint8Array(10), 2026)).toBe('OUV-2026-0000-0000-0000-0000')
    expect(protocoloOuvidoria(new Uint8Array(10).fill(255), 2026)).toBe('OUV-2026-ZZZZ-ZZZZ-ZZZZ-ZZZZ')
    expect(protocoloOuvidoria(new Uint8Array([0, 0, 0, 0, 0, 0, 0, 0, 0, 33]), 2027)).toBe('OUV-2027-0000-0000-0000-0011')
    expect(protocoloOuvidoria(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]), 2026)).toMatch(PADRAO_PROTOCOLO_OUVIDORIA)
    expect(() => protocoloOuvidoria(new Uint8Array(5), 2026)).toThrow()
  })
})

describe('prazoPelaRegra', () => {
  it('dias úteis contados um a um; dias corridos empurrados para o próximo dia útil; a prorrogação soma', () => {
    // Wednesday 23/12/2026: 25/12 and 01/01 are holidays.
    expect(prazoPelaRegra('2026-12-23', { dias: 10, uteis: true, diasProrrogacao: 10 }, false)).toBe('2027-01-08')
    expect(prazoPelaRegra('2026-12-23', { dias: 10, uteis: true, diasProrrogacao: 10 }, true)).toBe('2027-01-22')
    // 30 calendar days from 01/08/2026 is Monday 31/08; from 07/08 it is Sunday 06/09, then 07/09 is a holiday: Tuesday 08/09.
    expect(prazoPelaRegra('2026-08-01', { dias: 30, uteis: false, diasProrrogacao: 30 }, false)).toBe('2026-08-31')
    expect(prazoPelaRegra('2026-08-07', { dias: 30, uteis: false, diasProrrogacao: 30 }, false)).toBe('2026-09-08')
    expect(prazoPelaRegra('2026-12-23', { dias: 5, uteis: true, diasProrrogacao: 0 }, false, { feriadosExtras: ['2026-12-24'] })).toBe('2027-01-04')
  })
})

describe('emAberto e limiteDeRetencao', () => {
  it('recebida e em análise estão em aberto; respondida e encerrada não', () => {
    expect(['recebida', 'em_analise', 'respondida', 'encerrada'].map(emAberto)).toEqual([true, true, false, false])
  })

  it('meses do calendário antes de agora', () => {
    expect(limiteDeRetencao(new Date('2026-11-24T10:00:00Z'), 60).toISOString()).toBe('2021-11-24T10:00:00.000Z')
    expect(limiteDeRetencao(new Date('2026-11-24T10:00:00Z'), 1).toISOString()).toBe('2026-10-24T10:00:00.000Z')
  })
})
