import { describe, expect, it } from 'vitest'

import { inicioDosUltimos12Meses, mediaPorExtenso, resultadosDaSatisfacao, satisfacaoPorServico, type ResultadoDoMes } from './satisfacao'

describe('resultados da pesquisa de satisfação', () => {
  it('por serviço e mês: respostas, média com duas casas e quantas de cada nota; nota fora de 1–5 não conta', () => {
    const r = resultadosDaSatisfacao([
      { servico: 'Ouvidoria', mes: '2026-11', nota: 5 },
      { servico: 'Ouvidoria', mes: '2026-11', nota: 4 },
      { servico: 'Ouvidoria', mes: '2026-11', nota: 4 },
      { servico: 'Ouvidoria', mes: '2026-10', nota: 1 },
      { servico: 'Fale Conosco', mes: '2026-11', nota: 3 },
      { servico: 'Fale Conosco', mes: '2026-11', nota: 6 },
    ])
    expect(r).toEqual([
      { servico: 'Fale Conosco', mes: '2026-11', respostas: 1, media: 3, porNota: [0, 0, 1, 0, 0] },
      { servico: 'Ouvidoria', mes: '2026-10', respostas: 1, media: 1, porNota: [1, 0, 0, 0, 0] },
      // 13 / 3 = 4.333… → 4.33
      { servico: 'Ouvidoria', mes: '2026-11', respostas: 3, media: 4.33, porNota: [0, 0, 0, 2, 1] },
    ])
  })

  it('sem avaliações, nenhum resultado', () => {
    expect(resultadosDaSatisfacao([])).toEqual([])
  })
})

describe('a pesquisa na Carta de Serviços', () => {
  it('os últimos 12 meses começam 11 meses antes do mês corrente, virando o ano', () => {
    expect(inicioDosUltimos12Meses('2026-11')).toBe('2025-12')
    expect(inicioDosUltimos12Meses('2026-12')).toBe('2026-01')
    expect(inicioDosUltimos12Meses('2027-01')).toBe('2026-02')
  })

  it('cada serviço na ordem dada, com os seus meses do período em ordem; serviço sem notas fica com lista vazia', () => {
    const m = (servico: string, mes: string): ResultadoDoMes => ({ servico, mes, respostas: 1, media: 5, porNota: [0, 0, 0, 0, 1] })
    const r = [m('Protocolo digital', '2026-11'), m('Protocolo digital', '2025-11'), m('Protocolo digital', '2026-03'), m('Outro', '2026-11'), m('Protocolo digital', '2026-12')]
    expect(satisfacaoPorServico(['Protocolo digital', 'Mensagem do Fale Conosco'], r, '2025-12', '2026-11')).toEqual([
      { servico: 'Protocolo digital', meses: [m('Protocolo digital', '2026-03'), m('Protocolo digital', '2026-11')] },
      { servico: 'Mensagem do Fale Conosco', meses: [] },
    ])
  })

  it('a média com vírgula e duas casas', () => {
    expect(mediaPorExtenso(4.33)).toBe('4,33')
    expect(mediaPorExtenso(3)).toBe('3,00')
    expect(mediaPorExtenso(4.5)).toBe('4,50')
  })
})
