import { describe, expect, it } from 'vitest'

import { ambienteDoBcb } from './ambiente'

describe('BCB_SGS_URL', () => {
  it('a API do Banco Central por padrão; um valor inválido para a partida com a mensagem que o nomeia', () => {
    expect(ambienteDoBcb.ler({})).toEqual({ BCB_SGS_URL: 'https://api.bcb.gov.br/dados/serie' })
    expect(() => ambienteDoBcb.ler({ BCB_SGS_URL: 'api.bcb.gov.br' })).toThrow('Configuração inválida nas variáveis de ambiente:\n  - BCB_SGS_URL: deve ser uma URL completa')
  })
})
