import { describe, expect, it } from 'vitest'

import { mesPorExtenso, prestacaoDeContas, ultimoAnoFechado, type CasoDaOuvidoria } from './prestacao-contas'

// Instants in UTC; the agency's day is UTC−3 (no daylight saving since 2019).
const caso = (natureza: string, recebidaEm: string, prazo: string | null, respondidaEm: string | null): CasoDaOuvidoria => ({
  natureza,
  recebidaEm: new Date(recebidaEm),
  prazo,
  respondidaEm: respondidaEm ? new Date(respondidaEm) : null,
})

const casos = [
  caso('Reclamação', '2025-03-03T13:00:00Z', '2025-03-17', '2025-03-13T15:00:00Z'), // 10 days, on time
  caso('Reclamação', '2025-03-10T13:00:00Z', '2025-03-24', '2025-03-26T15:00:00Z'), // 16 days, late
  caso('Elogio', '2025-04-01T02:00:00Z', '2025-05-01', '2025-04-05T12:00:00Z'), // received 31/03 in RS: 5 days, on time
  caso('Sugestão', '2025-04-20T12:00:00Z', '2025-05-20', null), // not answered
  caso('Denúncia', '2024-12-31T12:00:00Z', '2025-01-30', '2025-01-02T12:00:00Z'), // other year
  caso('Outra', '2025-06-01T12:00:00Z', null, null), // unknown nature: counted in the total only
]

describe('a prestação de contas da Ouvidoria (Lei 13.460/2017, arts. 14–15)', () => {
  it('conta por natureza e por mês, no fuso da agência, só o período pedido', () => {
    const r = prestacaoDeContas(casos, '2025-01-01', '2025-12-31')
    expect(r.total).toBe(5)
    expect(r.porNatureza).toEqual({ Denúncia: 0, Elogio: 1, Reclamação: 2, Solicitação: 0, Sugestão: 1 })
    expect(r.porMes.map((m) => [m.mes, m.total])).toEqual([
      ['2025-03', 3],
      ['2025-04', 1],
      ['2025-06', 1],
    ])
    expect(r.porMes[0]?.porNatureza).toEqual({ Denúncia: 0, Elogio: 1, Reclamação: 2, Solicitação: 0, Sugestão: 0 })
  })

  it('no prazo: 2 de 3 respondidas = 66,7 %; tempo médio (10 + 16 + 5) / 3 = 10,3 dias', () => {
    const r = prestacaoDeContas(casos, '2025-01-01', '2025-12-31')
    expect(r.respondidas).toBe(3)
    expect(r.respondidasNoPrazo).toBe(2)
    expect(r.percentualNoPrazo).toBe(66.7)
    expect(r.mediaDiasResposta).toBe(10.3)
  })

  it('sem respostas, nada de percentual nem média', () => {
    const r = prestacaoDeContas([], '2025-01-01', '2025-12-31')
    expect(r).toEqual({ total: 0, porNatureza: { Denúncia: 0, Elogio: 0, Reclamação: 0, Solicitação: 0, Sugestão: 0 }, porMes: [], respondidas: 0, respondidasNoPrazo: 0, percentualNoPrazo: null, mediaDiasResposta: null })
  })

  it('o último ano fechado e o mês por extenso', () => {
    expect(ultimoAnoFechado('2026-01-01')).toBe(2025)
    expect(mesPorExtenso('2025-03')).toBe('março de 2025')
  })
})
