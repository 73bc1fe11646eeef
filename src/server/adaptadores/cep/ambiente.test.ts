import { describe, expect, it } from 'vitest'

import { ambienteDoCep } from './ambiente'

describe('CEP_VIACEP_URL e CEP_BRASILAPI_URL', () => {
  const ler = ambienteDoCep.ler

  it('ViaCEP e BrasilAPI por padrão, qualquer URL completa no lugar', () => {
    expect(ler({})).toEqual({ CEP_VIACEP_URL: 'https://viacep.com.br/ws', CEP_BRASILAPI_URL: 'https://brasilapi.com.br/api/cep/v1' })
    expect(ler({ CEP_VIACEP_URL: 'http://127.0.0.1:8080/ws' }).CEP_VIACEP_URL).toBe('http://127.0.0.1:8080/ws')
  })

  it('um valor inválido para a partida com a mensagem que nomeia cada um', () => {
    expect(() => ler({ CEP_VIACEP_URL: 'viacep.com.br', CEP_BRASILAPI_URL: 'brasilapi' })).toThrow(
      'Configuração inválida nas variáveis de ambiente:\n  - CEP_VIACEP_URL: deve ser uma URL completa\n  - CEP_BRASILAPI_URL: deve ser uma URL completa',
    )
  })
})
