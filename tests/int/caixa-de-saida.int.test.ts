import { SMTPServer } from 'smtp-server'
import { Forbidden } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { POST as simular } from '@/app/(contract)/site-api/solicitarSimulacaoFinanciamento/route'
import { enviarPendentes } from '@/server/email/caixa-de-saida'

import { getTestPayload } from './helpers'

// The outbox reads SMTP_URL when it first sends: point it at this file's SMTP server.
const PORTA = vi.hoisted(() => {
  const porta = 41000 + Math.floor(Math.random() * 20000)
  process.env.SMTP_URL = `smtp://127.0.0.1:${porta}`
  process.env.EMAIL_COMERCIAL = 'comercial@agencia.example.com'
  return porta
})

interface Recebida {
  para: string[]
  dados: string
}
const recebidas: Recebida[] = []
let servidor: SMTPServer | undefined

/** A real SMTP server in this process (smtp-server), keeping what it receives. */
async function ligarSmtp(): Promise<void> {
  servidor = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, pronto) {
      let dados = ''
      stream.on('data', (c: Buffer) => (dados += c.toString('utf8')))
      stream.on('end', () => {
        recebidas.push({ para: session.envelope.rcptTo.map((r) => r.address), dados })
        pronto()
      })
    },
  })
  await new Promise<void>((ok) => servidor!.listen(PORTA, '127.0.0.1', ok))
}
async function desligarSmtp(): Promise<void> {
  const s = servidor
  servidor = undefined
  if (s) await new Promise<void>((ok) => s.close(() => ok()))
}

beforeAll(ligarSmtp)
afterAll(desligarSmtp)

let sequencia = 0
function pedidoAcimaDoLimite(razaoSocial = `Empresa ${++sequencia} Ltda`) {
  const corpo = {
    segmentacao: 'Indústria',
    objetivoFinanciamento: 'Capital de Giro',
    faturamento: 20_000_000,
    valorFinanciamento: 10_000,
    emailSolicitante: 'diretoria@empresa.com.br',
    telefoneSolicitante: '5132101234',
    razaoSocial,
    cnpj: '11222333000181',
    cidade: 'Porto Alegre',
    uf: 'RS',
    acimaDe300k: true,
  }
  return simular(new Request('http://t/site-api/solicitarSimulacaoFinanciamento', { method: 'POST', body: JSON.stringify(corpo) }), { params: Promise.resolve({}) })
}

async function mensagemDe(razaoSocial: string) {
  const payload = await getTestPayload()
  const lead = (await payload.find({ collection: 'simulacoes', where: { razaoSocial: { equals: razaoSocial } }, overrideAccess: true })).docs[0]!
  const { docs } = await payload.find({ collection: 'mensagens', where: { origem: { equals: `simulacoes:${lead.id}` } }, overrideAccess: true })
  return docs
}

const recebidasSobre = (razaoSocial: string) => recebidas.filter((r) => r.dados.includes(razaoSocial))

describe('caixa de saída de e-mails (nodemailer + SMTP)', () => {
  it('uma submissão aceita tem o seu e-mail entregue logo depois, e marcado como enviado', async () => {
    const r = await pedidoAcimaDoLimite('Entrega Imediata SA')
    expect(r.status).toBe(200)
    await expect.poll(() => recebidasSobre('Entrega Imediata SA').length, { timeout: 10_000 }).toBe(1)
    const [recebida] = recebidasSobre('Entrega Imediata SA')
    expect(recebida!.para).toEqual(['comercial@agencia.example.com'])
    expect(recebida!.dados).toMatch(/Reply-To: diretoria@empresa\.com\.br/)
    await expect.poll(async () => (await mensagemDe('Entrega Imediata SA'))[0]?.situacao, { timeout: 10_000 }).toBe('enviada')
    const [m] = await mensagemDe('Entrega Imediata SA')
    expect(m!.tentativas).toBe(1)
    expect(m!.idMensagem).toMatch(/^<mensagem-\d+-\d+@/)
  })

  it('SMTP fora do ar: a mensagem fica pendente com nova tentativa agendada e é entregue quando ele volta', async () => {
    await desligarSmtp()
    const r = await pedidoAcimaDoLimite('Servidor Parado Ltda')
    // The submission is accepted: the e-mail is delayed, not lost.
    expect(r.status).toBe(200)
    await expect.poll(async () => (await mensagemDe('Servidor Parado Ltda'))[0]?.tentativas, { timeout: 15_000 }).toBe(1)
    const [adiada] = await mensagemDe('Servidor Parado Ltda')
    expect(adiada).toMatchObject({ situacao: 'pendente', tentativas: 1 })
    expect(adiada!.ultimoErro).toMatch(/ECONNREFUSED|connect/i)
    const espera = new Date(adiada!.proximaTentativaEm!).getTime() - Date.now()
    expect(espera).toBeGreaterThan(30_000)
    expect(espera).toBeLessThanOrEqual(60_000)

    const payload = await getTestPayload()
    // Before its time, the job leaves it alone, even with SMTP back: checked with SMTP up, or a
    // job that ignored the time would fail to send and pass unnoticed.
    // (Names here are ASCII: the raw message is quoted-printable.)
    await ligarSmtp()
    expect((await enviarPendentes(payload)).enviadas).toBe(0)
    expect(recebidasSobre('Servidor Parado Ltda')).toHaveLength(0)
    expect((await mensagemDe('Servidor Parado Ltda'))[0]).toMatchObject({ situacao: 'pendente', tentativas: 1 })
    const depois = new Date(Date.now() + 61_000)
    const resultado = await enviarPendentes(payload, { agora: depois })
    expect(resultado.enviadas).toBeGreaterThanOrEqual(1)
    expect(recebidasSobre('Servidor Parado Ltda')).toHaveLength(1)
    expect((await mensagemDe('Servidor Parado Ltda'))[0]).toMatchObject({ situacao: 'enviada', tentativas: 2, ultimoErro: '' })
  })

  it('uma submissão repetida não duplica o e-mail', async () => {
    const respostas = await Promise.all([pedidoAcimaDoLimite('Clique Duplo Ltda'), pedidoAcimaDoLimite('Clique Duplo Ltda')])
    expect(respostas.map((r) => r.status)).toEqual([200, 200])
    await pedidoAcimaDoLimite('Clique Duplo Ltda')
    expect(await mensagemDe('Clique Duplo Ltda')).toHaveLength(1)
    await expect.poll(() => recebidasSobre('Clique Duplo Ltda').length, { timeout: 10_000 }).toBe(1)
    await expect.poll(async () => (await mensagemDe('Clique Duplo Ltda'))[0]?.situacao, { timeout: 10_000 }).toBe('enviada')
    // A later run of the job sends nothing again.
    await enviarPendentes(await getTestPayload(), { agora: new Date(Date.now() + 3_600_000) })
    expect(recebidasSobre('Clique Duplo Ltda')).toHaveLength(1)
  })

  it('o job agendado "enviarMensagens" envia o que está pendente', async () => {
    const payload = await getTestPayload()
    await desligarSmtp()
    await pedidoAcimaDoLimite('Pelo Job Ltda')
    await expect.poll(async () => (await mensagemDe('Pelo Job Ltda'))[0]?.tentativas, { timeout: 15_000 }).toBe(1)
    await ligarSmtp()
    // Due now: the job queue runs the task the config schedules on queue "email".
    const [m] = await mensagemDe('Pelo Job Ltda')
    await payload.update({ collection: 'mensagens', id: m!.id, data: { proximaTentativaEm: new Date(Date.now() - 1000).toISOString() }, overrideAccess: true })
    await payload.jobs.queue({ task: 'enviarMensagens', queue: 'email', input: {} })
    await payload.jobs.run({ queue: 'email' })
    expect(recebidasSobre('Pelo Job Ltda')).toHaveLength(1)
  })

  it('muitas submissões ao mesmo tempo: cada e-mail sai uma vez só', async () => {
    const nomes = Array.from({ length: 12 }, (_, i) => `Rajada ${i} Ltda`)
    await Promise.all(nomes.map((n) => pedidoAcimaDoLimite(n)))
    await expect.poll(() => nomes.every((n) => recebidasSobre(n).length >= 1), { timeout: 20_000 }).toBe(true)
    await enviarPendentes(await getTestPayload())
    expect(nomes.map((n) => recebidasSobre(n).length)).toEqual(nomes.map(() => 1))
  })

  it('só a equipe dona da mensagem (e o administrador) a vê no back-office', async () => {
    const { createStaffUser, asUser } = await import('./helpers')
    const payload = await getTestPayload()
    const comercial = await createStaffUser(['comercial'])
    const ouvidoria = await createStaffUser(['ouvidoria'])
    expect((await payload.find({ collection: 'mensagens', ...asUser(comercial) })).totalDocs).toBeGreaterThan(0)
    expect((await payload.find({ collection: 'mensagens', ...asUser(ouvidoria) })).totalDocs).toBe(0)
    await expect(payload.find({ collection: 'mensagens', overrideAccess: false })).rejects.toThrow(Forbidden)
  })
})
