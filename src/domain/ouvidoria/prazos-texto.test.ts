import { describe, expect, it } from 'vitest'

import { REGRAS_POR_NATUREZA_PADRAO } from './manifestacao'
import { comPrazosDaOuvidoria, MARCADOR_PRAZOS_OUVIDORIA, prazoPorExtenso, resumoDosPrazos } from './prazos-texto'

describe('os prazos da Ouvidoria por extenso, das regras do back-office', () => {
  it('as regras padrão: reclamação 10 dias úteis, as demais 30 dias corridos', () => {
    expect(resumoDosPrazos(REGRAS_POR_NATUREZA_PADRAO)).toBe(
      'em até 10 dias úteis para reclamações e em até 30 dias corridos para denúncias, elogios, solicitações e sugestões, prorrogáveis uma vez por igual período',
    )
  })

  it('o texto segue o que a equipe mudou, e sem prorrogação não a promete', () => {
    const regras = { ...REGRAS_POR_NATUREZA_PADRAO, Elogio: { dias: 1, uteis: true, diasProrrogacao: 0 } }
    expect(resumoDosPrazos(regras)).toBe(
      'em até 1 dia útil para elogios, em até 10 dias úteis para reclamações e em até 30 dias corridos para denúncias, solicitações e sugestões',
    )
  })

  it('um prazo só para todas as naturezas', () => {
    const r = { dias: 15, uteis: false, diasProrrogacao: 15 }
    expect(resumoDosPrazos({ Denúncia: r, Elogio: r, Reclamação: r, Solicitação: r, Sugestão: r })).toBe('em até 15 dias corridos, prorrogáveis uma vez por igual período')
    expect(prazoPorExtenso({ dias: 1, uteis: false })).toBe('1 dia corrido')
  })

  it('o marcador nos textos guardados vira a frase', () => {
    expect(comPrazosDaOuvidoria(`<p>Respondemos ${MARCADOR_PRAZOS_OUVIDORIA}.</p>`, 'em até 5 dias úteis')).toBe('<p>Respondemos em até 5 dias úteis.</p>')
  })
})
