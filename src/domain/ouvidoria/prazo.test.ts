import { describe, expect, it } from 'vitest'

import { dataNoFusoDaAgencia, diasRestantes, diaUtil, pascoa, prazoDeResposta, REGRAS_PADRAO, somarDiasUteis } from './prazo'

describe('calendário de dias úteis', () => {
  it('Páscoa: 2024-03-31, 2025-04-20, 2026-04-05', () => {
    expect([2024, 2025, 2026].map(pascoa)).toEqual(['2024-03-31', '2025-04-20', '2026-04-05'])
  })
  it('fim de semana, feriados nacionais, Sexta-feira Santa, 20 de setembro (RS) e Consciência Negra não são dias úteis', () => {
    for (const d of ['2026-11-28', '2026-11-29', '2026-12-25', '2026-04-03', '2026-09-21', '2025-09-20', '2026-11-20', '2026-01-01']) {
      // 2026-09-21 is a Monday: a working day (the holiday was the Sunday before).
      expect(diaUtil(d), d).toBe(d === '2026-09-21')
    }
    expect(diaUtil('2026-11-24')).toBe(true)
  })
  it('feriados extras configuráveis (Carnaval, fechamento da agência)', () => {
    expect(diaUtil('2026-02-17', { feriadosExtras: ['2026-02-17'] })).toBe(false)
    expect(diaUtil('2026-02-17')).toBe(true)
  })
  it('o dia de recebimento não conta; pula fins de semana e feriados', () => {
    // Tue 2026-11-17 + 10 business days: 18, 19, (20 holiday), 23, 24, 25, 26, 27, 30, 1/12, 2/12.
    expect(somarDiasUteis('2026-11-17', 10)).toBe('2026-12-02')
  })
  it('recusa uma data impossível', () => {
    expect(() => diaUtil('2026-02-30')).toThrow(RangeError)
  })
})

describe('prazo de resposta da ouvidoria', () => {
  it('reclamação: 10 dias úteis (Resolução CMN 4.860), prorrogável uma vez por outros 10', () => {
    expect(prazoDeResposta({ recebidaEm: '2026-11-17', natureza: 'Reclamação' })).toBe('2026-12-02')
    expect(prazoDeResposta({ recebidaEm: '2026-11-17', natureza: 'Reclamação', prorrogada: true })).toBe('2026-12-16')
    // Across Christmas and New Year: after Tue Dec 22, 23, 24, 28, 29, 30, 31, Jan 4, 5, 6, 7.
    expect(prazoDeResposta({ recebidaEm: '2026-12-22', natureza: 'Reclamação' })).toBe('2027-01-07')
  })
  it('demais naturezas: 30 dias corridos (Lei 13.460 art. 16), +30 se prorrogada; vencendo em dia não útil, vai ao próximo útil', () => {
    expect(prazoDeResposta({ recebidaEm: '2026-11-02', natureza: 'Sugestão' })).toBe('2026-12-02')
    expect(prazoDeResposta({ recebidaEm: '2026-11-02', natureza: 'Denúncia', prorrogada: true })).toBe('2027-01-04')
    // 2026-10-29 + 30 = Sat 2026-11-28 → Mon 2026-11-30.
    expect(prazoDeResposta({ recebidaEm: '2026-10-29', natureza: 'Elogio' })).toBe('2026-11-30')
  })
  it('os dias são configuráveis', () => {
    const regras = { ...REGRAS_PADRAO, diasCorridos: 20, diasUteisReclamacao: 5 }
    expect(prazoDeResposta({ recebidaEm: '2026-11-02', natureza: 'Solicitação' }, regras)).toBe('2026-11-23')
    expect(prazoDeResposta({ recebidaEm: '2026-11-17', natureza: 'Reclamação' }, regras)).toBe('2026-11-25')
  })
  it('dias restantes: negativos quando atrasada', () => {
    expect(diasRestantes('2026-12-02', '2026-11-24')).toBe(8)
    expect(diasRestantes('2026-11-20', '2026-11-24')).toBe(-4)
  })
  it('o dia é o de Brasília: 01h UTC ainda é a véspera', () => {
    expect(dataNoFusoDaAgencia(new Date('2026-11-25T01:00:00Z'))).toBe('2026-11-24')
  })
})
