import { describe, expect, it } from 'vitest'

import { RETENCAO_ATENDIMENTO } from './retencao-atendimento'

describe('RETENCAO_ATENDIMENTO', () => {
  it('os cadastros dos fundos ficam 10 anos (120 meses) por padrão, como promete o aviso do formulário; os canais, 5 anos', () => {
    const padrao = Object.fromEntries(RETENCAO_ATENDIMENTO.map((r) => [r.colecao, r.mesesPadrao]))
    expect(padrao).toEqual({ 'manifestacoes-ouvidoria': 60, 'mensagens-contato': 60, protocolos: 60, 'cadastros-fundos': 120 })
  })

  it('cada linha é uma coluna do global: nomes de campo só com letras, sem repetição', () => {
    const campos = RETENCAO_ATENDIMENTO.map((r) => r.campo)
    expect(campos.every((c) => /^[a-zA-Z]+$/.test(c))).toBe(true)
    expect(new Set(campos).size).toBe(campos.length)
  })
})
