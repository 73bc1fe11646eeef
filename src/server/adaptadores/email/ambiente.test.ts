import { describe, expect, it } from 'vitest'

import { ambienteDoEmail } from './ambiente'

describe('SMTP_URL, EMAIL_FROM, EMAIL_COMERCIAL', () => {
  const ler = ambienteDoEmail.ler

  it('sem SMTP os e-mails esperam na caixa de saída; vazia vale como não definida', () => {
    expect(ler({ SMTP_URL: '', EMAIL_COMERCIAL: '' })).toEqual({
      SMTP_URL: undefined,
      EMAIL_FROM: 'Agência de Fomento <nao-responda@example.com>',
      EMAIL_COMERCIAL: 'comercial@example.com',
    })
  })

  it('um valor inválido para a partida com a mensagem que o nomeia', () => {
    expect(() => ler({ SMTP_URL: 'http://x', EMAIL_COMERCIAL: 'comercial' })).toThrow(
      'Configuração inválida nas variáveis de ambiente:\n' +
        '  - SMTP_URL: deve começar com smtp:// ou smtps://, ex.: smtp://usuario:senha@smtp.exemplo.gov.br:587\n' +
        '  - EMAIL_COMERCIAL: deve ser um e-mail',
    )
  })
})
