import { describe, expect, it } from 'vitest'

import { CANAIS } from './atendimento'
import { cartaDeServicos } from './carta-servicos'
import { REGRAS_POR_NATUREZA_PADRAO } from './ouvidoria/manifestacao'

describe('Carta de Serviços (Lei 13.460/2017, art. 7º)', () => {
  const grupos = cartaDeServicos(REGRAS_POR_NATUREZA_PADRAO, ['Certidões em dia.'])
  const servico = (id: string) => grupos.flatMap((g) => g.servicos).find((s) => s.id === id)

  it('uma entrada por serviço: financiamento por público, simulação, cadastro, cada canal, acesso à informação', () => {
    expect(grupos.map((g) => [g.titulo, g.servicos.length])).toEqual([
      ['Financiamento', 4],
      ['Simulação e cadastro', 2],
      ['Canais de atendimento', CANAIS.length],
      ['Acesso à informação', 1],
    ])
    for (const s of grupos.flatMap((g) => g.servicos)) {
      for (const item of [s.oQueE, s.prazo, s.comoRecebe, s.ondeReclamar]) expect(item.length).toBeGreaterThan(5)
      expect(s.requisitos.length).toBeGreaterThan(0)
      expect(s.etapas.length).toBeGreaterThan(0)
    }
    expect(servico('financiamento-empresa')?.requisitos).toEqual(['Certidões em dia.'])
  })

  it('os prazos da Ouvidoria vêm das regras do back-office', () => {
    expect(servico('canal-ouvidoria')?.prazo).toBe(
      'Resposta em até 10 dias úteis para reclamações e em até 30 dias corridos para denúncias, elogios, solicitações e sugestões, prorrogáveis uma vez por igual período.',
    )
    const regras = { ...REGRAS_POR_NATUREZA_PADRAO, Reclamação: { dias: 5, uteis: true, diasProrrogacao: 5 } }
    const mudada = cartaDeServicos(regras, []).flatMap((g) => g.servicos)
    expect(mudada.find((s) => s.id === 'simulacao')?.ondeReclamar).toBe('Na Ouvidoria (/atendimento-ao-cliente/ouvidoria), que responde reclamações em até 5 dias úteis.')
  })
})
