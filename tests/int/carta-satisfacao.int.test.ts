import { describe, expect, it } from 'vitest'

import { satisfacaoDaCarta } from '@/dados/satisfacao'

import { getTestPayload } from './helpers'

let seq = 0

/** Stores a rating as the survey's link does (one per case), in a month far from the other tests'. */
async function avaliar(servico: string, mes: string, nota: number, comentario: string | null = null) {
  const payload = await getTestPayload()
  seq += 1
  await payload.create({ collection: 'avaliacoes-satisfacao', data: { caso: `protocolos:carta-${Date.now()}-${seq}`, servico, mes, nota, comentario }, overrideAccess: true })
}

describe('a pesquisa de satisfação na Carta de Serviços (Lei 13.460 art. 23)', () => {
  it('os últimos 12 meses de cada serviço: respostas, média e quantas de cada nota; sem comentário nem caso', async () => {
    await avaliar('Protocolo digital', '2031-06', 5, 'Atendente Joana foi ótima.')
    await avaliar('Protocolo digital', '2031-06', 4)
    await avaliar('Protocolo digital', '2031-06', 4)
    await avaliar('Protocolo digital', '2030-07', 1)
    await avaliar('Protocolo digital', '2030-06', 5) // 12 months before June 2031: out of the period
    await avaliar('Protocolo digital', '2031-07', 5) // after the current month: out
    await avaliar('Cadastro para fundos estaduais', '2031-01', 2)
    await avaliar('Cadastro para fundos estaduais', '2031-01', 3)

    // 15 June 2031, 10:00 in São Paulo
    const r = await satisfacaoDaCarta(new Date('2031-06-15T13:00:00Z'))
    expect(r.desde).toBe('2030-07')
    expect(r.ate).toBe('2031-06')
    expect(r.servicos).toEqual([
      { servico: 'Solicitação de financiamento', meses: [] },
      {
        servico: 'Cadastro para fundos estaduais',
        meses: [{ servico: 'Cadastro para fundos estaduais', mes: '2031-01', respostas: 2, media: 2.5, porNota: [0, 1, 1, 0, 0] }],
      },
      { servico: 'Mensagem do Fale Conosco', meses: [] },
      { servico: 'Manifestação da Ouvidoria', meses: [] },
      {
        servico: 'Protocolo digital',
        meses: [
          { servico: 'Protocolo digital', mes: '2030-07', respostas: 1, media: 1, porNota: [1, 0, 0, 0, 0] },
          // 13 / 3 = 4.333… → 4.33
          { servico: 'Protocolo digital', mes: '2031-06', respostas: 3, media: 4.33, porNota: [0, 0, 0, 2, 1] },
        ],
      },
    ])
    expect(JSON.stringify(r)).not.toContain('Joana')
    expect(JSON.stringify(r)).not.toContain('protocolos:carta-')
  })

  it('no primeiro dia do mês, à meia-noite em São Paulo, o mês corrente já é o novo (fuso do site)', async () => {
    // 1 July 2031, 00:30 in São Paulo = 03:30 UTC
    const r = await satisfacaoDaCarta(new Date('2031-07-01T03:30:00Z'))
    expect([r.desde, r.ate]).toEqual(['2030-08', '2031-07'])
    const protocolo = r.servicos.find((s) => s.servico === 'Protocolo digital')!
    expect(protocolo.meses.map((m) => [m.mes, m.respostas])).toEqual([['2031-06', 3], ['2031-07', 1]])
  })
})
