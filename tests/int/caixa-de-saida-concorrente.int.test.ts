import nodemailer from 'nodemailer'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { enfileirarMensagem, rodadaDeEnvio } from '@/server/adaptadores/email/caixa-de-saida'

import { getTestPayload } from './helpers'

/**
 * Several senders draining one outbox at the same moment, as two instances do on one
 * PostgreSQL (issue 23 §4 "SMTP down" with two instances): the SMTP server first refuses
 * every message (451), then comes back. Each message must be attempted once per round
 * and delivered exactly once. Runs on SQLite and on PostgreSQL (TEST_DATABASE_URL).
 */
let recusar = true
const recebidas: string[] = []
let servidor: SMTPServer
let porta = 0

beforeAll(async () => {
  servidor = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_endereco, _sessao, pronto) {
      if (recusar) {
        const erro = new Error('caixa temporariamente indisponível') as Error & { responseCode: number }
        erro.responseCode = 451
        return pronto(erro)
      }
      pronto()
    },
    onData(stream, _sessao, pronto) {
      let dados = ''
      stream.on('data', (c: Buffer) => (dados += c.toString('utf8')))
      stream.on('end', () => {
        recebidas.push(/^Subject: (.*)$/m.exec(dados)?.[1]?.trim() ?? '')
        pronto()
      })
    },
  })
  await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok))
  porta = (servidor.server.address() as { port: number }).port
})
afterAll(() => new Promise<void>((ok) => servidor.close(() => ok())))

const N = 24

describe('caixa de saída com vários remetentes ao mesmo tempo', () => {
  it('SMTP recusa e depois volta: cada mensagem é tentada uma vez por rodada e entregue uma vez só', async () => {
    const payload = await getTestPayload()
    const assuntos = Array.from({ length: N }, (_, i) => `Concorrente ${String(i).padStart(2, '0')}`)
    for (const assunto of assuntos) {
      await enfileirarMensagem(payload, {}, { para: 'equipe@agencia.example.com', assunto, texto: 'corpo', papel: 'comercial', origem: 'teste:0' })
    }
    // One transport per sender, each with its own connections, as separate processes would have.
    const transporte = () => nodemailer.createTransport({ host: '127.0.0.1', port: porta, secure: false, ignoreTLS: true })
    const remetentes = [transporte(), transporte(), transporte()]

    const agora = new Date(Date.now() + 1000)
    const falhas = await Promise.all(remetentes.map((t) => rodadaDeEnvio(payload, { transporte: t, agora })))
    // Every message was taken by exactly one sender: N attempts in all, none sent.
    expect(falhas.reduce((s, r) => s + r.adiadas, 0)).toBe(N)
    expect(falhas.reduce((s, r) => s + r.enviadas, 0)).toBe(0)
    const adiadas = await payload.find({ collection: 'mensagens', limit: 0, pagination: false, overrideAccess: true })
    expect(adiadas.docs.map((m) => [m.situacao, m.tentativas])).toEqual(assuntos.map(() => ['pendente', 1]))
    expect(adiadas.docs.every((m) => /451/.test(m.ultimoErro ?? ''))).toBe(true)

    recusar = false
    const depois = new Date(Date.now() + 61_000)
    const entregas = await Promise.all(remetentes.map((t) => rodadaDeEnvio(payload, { transporte: t, agora: depois })))
    expect(entregas.reduce((s, r) => s + r.enviadas, 0)).toBe(N)
    // The work was shared, not done by one sender while the others waited on its locks.
    expect(entregas.filter((r) => r.enviadas > 0).length).toBeGreaterThan(1)
    expect([...recebidas].sort()).toEqual(assuntos)
    const enviadas = await payload.find({ collection: 'mensagens', limit: 0, pagination: false, overrideAccess: true })
    expect(enviadas.docs.map((m) => [m.situacao, m.tentativas])).toEqual(assuntos.map(() => ['enviada', 2]))

    // A later round finds nothing to send.
    const tarde = await Promise.all(remetentes.map((t) => rodadaDeEnvio(payload, { transporte: t, agora: new Date(Date.now() + 3_600_000) })))
    expect(tarde.reduce((s, r) => s + r.enviadas + r.adiadas, 0)).toBe(0)
    expect(recebidas).toHaveLength(N)
  })

  it('uma mensagem tomada por um remetente não é devida para os outros até a reserva vencer', async () => {
    const payload = await getTestPayload()
    const { reservarProxima } = await import('@/server/adaptadores/email/reserva')
    await enfileirarMensagem(payload, {}, { para: 'equipe@agencia.example.com', assunto: 'Reservada', texto: 'corpo', papel: 'comercial', origem: 'teste:1' })
    const agora = new Date(Date.now() + 1000)
    const ate = new Date(agora.getTime() + 5 * 60_000)
    const [a, b] = await Promise.all([reservarProxima(payload, agora, ate), reservarProxima(payload, agora, ate)])
    expect([a, b].filter((id) => id !== null)).toHaveLength(1)
    expect(await reservarProxima(payload, new Date(ate.getTime() - 1000), ate)).toBeNull()
    // After the hold (the sender died mid-send), another sender takes it.
    expect(await reservarProxima(payload, ate, new Date(ate.getTime() + 60_000))).toBe(a ?? b)
  })
})
