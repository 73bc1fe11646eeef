import { describe, expect, it } from 'vitest'

import { CONFIGURACOES_PADRAO, configuracoesComPadroes } from './configuracoes'

describe('configurações com os valores padrão onde nada foi salvo', () => {
  it('um global nunca salvo (site iniciado sem a demonstração) dá os padrões, não um erro', () => {
    expect(configuracoesComPadroes({})).toEqual({ ...CONFIGURACOES_PADRAO, requisitosProposta: [] })
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
