import { describe, expect, it } from 'vitest'

import { CONFIGURACOES_PADRAO, configuracoesComPadroes, enderecoExterno } from './configuracoes'

describe('configurações com os valores padrão onde nada foi salvo', () => {
  it('um global nunca salvo (site iniciado sem a demonstração) dá os padrões, não um erro', () => {
    expect(configuracoesComPadroes({})).toEqual({ ...CONFIGURACOES_PADRAO, requisitosProposta: [] })
  })
  it('a linha 0800 da Ouvidoria só aparece quando salva; as alíquotas do IOF vêm do global, com as do Decreto 6.306/2007 por padrão', () => {
    expect(configuracoesComPadroes({ telefoneOuvidoria: ' 0800 645 1234 ' }).telefoneOuvidoria).toBe('0800 645 1234')
    expect(configuracoesComPadroes({ telefoneOuvidoria: '' }).telefoneOuvidoria).toBe('')
    expect(configuracoesComPadroes({}).iof).toEqual({ diariaPercentual: 0.0041, adicionalPercentual: 0.38 })
    expect(configuracoesComPadroes({ iof: { aliquotaDiaria: 0.00274, aliquotaAdicional: null } }).iof).toEqual({ diariaPercentual: 0.00274, adicionalPercentual: 0.38 })
  })
  it('o que a equipe salvou prevalece; um campo vazio ou ausente fica com o padrão', () => {
    const c = configuracoesComPadroes({
      nomeAgencia: 'Agência Gaúcha',
      telefoneCentral: '',
      endereco: { cidade: 'Caxias do Sul', cep: null },
      linksExternos: { emissaoBoleto: 'https://boletos.exemplo.gov.br' },
      requisitosProposta: [{ texto: 'Cadastro em dia' }],
    })
    expect(c.nomeAgencia).toBe('Agência Gaúcha')
    expect(c.telefoneCentral).toBe(CONFIGURACOES_PADRAO.telefoneCentral)
    expect(c.endereco).toEqual({ ...CONFIGURACOES_PADRAO.endereco, cidade: 'Caxias do Sul' })
    expect(c.linksExternos.emissaoBoleto).toBe('https://boletos.exemplo.gov.br')
    expect(c.linksExternos.balancetes).toBe(CONFIGURACOES_PADRAO.linksExternos.balancetes)
    expect(c.requisitosProposta).toEqual(['Cadastro em dia'])
  })
})

describe('os links do internet banking (Área do Cliente, boleto, parceiros)', () => {
  it('só um endereço absoluto http(s) vale; um caminho deste site, vazio ou inválido dá vazio (sem link)', () => {
    expect(enderecoExterno('https://internetbanking.exemplo.gov.br/ibb-web/')).toBe('https://internetbanking.exemplo.gov.br/ibb-web/')
    expect(enderecoExterno('  http://ibb.exemplo.gov.br  ')).toBe('http://ibb.exemplo.gov.br')
    for (const v of ['/ibb-web/', 'ibb-web', 'https://', 'https:// espaço', 'javascript:alert(1)', 'ftp://x.gov.br', '', null, undefined]) {
      expect(enderecoExterno(v), String(v)).toBe('')
    }
  })
  it('não têm padrão: o antigo /ibb-web/ salvo ou um campo vazio escondem o link', () => {
    const c = configuracoesComPadroes({ areaClienteUrl: '/ibb-web/', linksExternos: { emissaoBoleto: '', areaParceiro: 'https://parceiros.exemplo.gov.br' } })
    expect(c.areaClienteUrl).toBe('')
    expect(c.linksExternos.emissaoBoleto).toBe('')
    expect(c.linksExternos.areaParceiro).toBe('https://parceiros.exemplo.gov.br')
    expect(configuracoesComPadroes({}).areaClienteUrl).toBe('')
  })
})
