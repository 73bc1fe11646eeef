import { describe, expect, it } from 'vitest'

import { ambienteDoCaptcha } from './ambiente'

describe('ALTCHA_HMAC_KEY e as chaves do reCAPTCHA', () => {
  const ler = ambienteDoCaptcha.ler

  it('nenhuma é obrigatória', () => {
    expect(ler({})).toEqual({ ALTCHA_HMAC_KEY: undefined, RECAPTCHA_SITE_KEY: undefined, RECAPTCHA_SECRET_KEY: undefined, RECAPTCHA_VERIFY_URL: undefined })
  })

  it('um valor inválido para a partida com a mensagem que o nomeia', () => {
    expect(() => ler({ ALTCHA_HMAC_KEY: 'curta', RECAPTCHA_VERIFY_URL: 'google' })).toThrow(
      'Configuração inválida nas variáveis de ambiente:\n  - ALTCHA_HMAC_KEY: deve ter pelo menos 32 caracteres\n  - RECAPTCHA_VERIFY_URL: deve ser uma URL',
    )
  })
})
