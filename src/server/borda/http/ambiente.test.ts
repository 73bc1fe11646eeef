import { describe, expect, it } from 'vitest'

import { ambienteDaBorda } from './ambiente'

describe('as variáveis do servidor HTTP', () => {
  const ler = ambienteDaBorda.ler

  it('os padrões do README: todas as interfaces, 10/30/600/5 s, 64 conexões, nenhum proxy, métricas sem token', () => {
    expect(ler({})).toEqual({
      HOSTNAME: undefined,
      HEADERS_TIMEOUT_S: 10,
      BODY_TIMEOUT_S: 30,
      STAFF_BODY_TIMEOUT_S: 600,
      KEEP_ALIVE_TIMEOUT_S: 5,
      MAX_CONNECTIONS_PER_ADDRESS: 64,
      TRUSTED_PROXY_HOPS: 0,
      METRICS_TOKEN: undefined,
    })
  })

  it('um valor inválido para a partida com a mensagem que o nomeia', () => {
    expect(() => ler({ HOSTNAME: 'http://site', TRUSTED_PROXY_HOPS: '1.5', METRICS_TOKEN: 'curto' })).toThrow(
      'Configuração inválida nas variáveis de ambiente:\n' +
        '  - HOSTNAME: deve ser um endereço IP ou nome de máquina, ex.: 127.0.0.1\n' +
        '  - TRUSTED_PROXY_HOPS: deve ser um número inteiro\n' +
        '  - METRICS_TOKEN: deve ter pelo menos 24 caracteres',
    )
  })
})
