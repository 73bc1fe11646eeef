import { describe, expect, it } from 'vitest'

import { resultadosDaSatisfacao } from './satisfacao'

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
