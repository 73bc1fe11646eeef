import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { logger } from '@/server/plataforma/log'

import { getTestPayload } from './helpers'

/**
 * The start logs only what is true: every e-mail waits in the outbox, so Payload must not say at start
 * that "Email will be written to console" (it says so when no adapter is configured), and its adapter
 * must not print a message (a reset token) anywhere.
 */
describe('e-mail na partida', () => {
  // The start (Payload's init and migrations) runs in the hook, under its longer timeout, watched from its first line.
  const avisos = vi.spyOn(logger(), 'warn')
  let payload: Payload
  beforeAll(async () => {
    payload = await getTestPayload()
  })

  it('a partida não diz que os e-mails vão para o console, e o adaptador do Payload é a caixa de saída', () => {
    const textos = avisos.mock.calls.map((c) => c.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' '))
    expect(textos.filter((t) => /email/i.test(t) && /console/i.test(t))).toEqual([])
    expect(payload.email.name).toBe('caixa-de-saida')
    expect(payload.email.defaultFromAddress).toBe('nao-responda@example.com')
    expect(payload.email.defaultFromName).toBe('Agência de Fomento')
  })

  it('payload.sendEmail não envia nem imprime: os e-mails saem só pela caixa de saída', async () => {
    const escrita = vi.spyOn(process.stdout, 'write')
    await expect(payload.sendEmail({ to: 'alguem@example.com', subject: 'x', text: 'token 123' })).rejects.toThrow(
      'e-mails saem só pela caixa de saída (enfileirarMensagem), não por payload.sendEmail',
    )
    expect(escrita.mock.calls.filter((c) => String(c[0]).includes('token 123'))).toEqual([])
  })
})
