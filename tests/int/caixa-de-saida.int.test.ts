import { SMTPServer } from 'smtp-server'
import { Forbidden } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { POST as simular } from '@/app/(contract)/site-api/solicitarSimulacaoFinanciamento/route'
import { POST as cadastrar } from '@/app/(contract)/site-api/formulario/uploadNeutro/route'
import { hojeNoBrasil, opcoesDataBase } from '@/domain/formulario/datas'
import { solteira } from '@/features/cadastros/exemplos'
import { enviarPendentes } from '@/server/adaptadores/email/caixa-de-saida'

import { textoDoPdf } from '../util/texto-pdf'
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

  it('com anexo (enviarEmailComAnexo): o cadastro chega com o PDF; depois de enviado, a caixa de saída não guarda mais o conteúdo', async () => {
    const payload = await getTestPayload()
    await desligarSmtp()
    const corpo = { ...solteira, nomeCompletoBeneficiario: 'Anexo Duravel da Silva', dataBaseBeneficiario: opcoesDataBase(hojeNoBrasil())[0], tipoFormulario: 'fisica' }
    const r = await cadastrar(new Request('http://t/site-api/formulario/uploadNeutro', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(corpo) }))
    expect(r.status).toBe(200)
    const { id } = (await r.json()) as { id: number }
    // The team's message carries the PDF (the applicant's receipt, issue 32, has none).
    const daOrigem = async () => (await payload.find({ collection: 'mensagens', where: { origem: { equals: `cadastros-fundos:${id}` } }, overrideAccess: true })).docs.find((m) => m.anexos?.length)
    // SMTP down: the message waits with its PDF (durable), the attempt recorded.
    await expect.poll(async () => (await daOrigem())?.tentativas, { timeout: 15_000 }).toBe(1)
    const adiada = await daOrigem()
    expect(adiada!.situacao).toBe('pendente')
    expect(adiada!.anexos![0]!.conteudo!.length).toBeGreaterThan(1000)

    await ligarSmtp()
    await enviarPendentes(payload, { agora: new Date(Date.now() + 61_000) })
    const [recebida] = recebidasSobre('Anexo Duravel da Silva')
    expect(recebida).toBeDefined()
    // Headers folded by nodemailer: `Content-Type: application/pdf;\r\n name=…`.
    expect(recebida!.dados).toMatch(/Content-Type: application\/pdf;\s+name=cadastro-fundos-estaduais-pessoa-fisica\.pdf/)
    expect(recebida!.dados).toMatch(/Content-Disposition: attachment;\s+filename=cadastro-fundos-estaduais-pessoa-fisica\.pdf/)
    // The attachment as the mail server got it: base64 lines after the part's headers, up to the boundary.
    const parte = /Content-Disposition: attachment;\s+filename=\S+\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(recebida!.dados)
    const pdf = Buffer.from(parte![1]!.replace(/\s/g, ''), 'base64')
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(textoDoPdf(pdf)).toContain('Anexo Duravel da Silva')

    const enviada = await daOrigem()
    expect(enviada).toMatchObject({ situacao: 'enviada', tentativas: 2 })
    expect(enviada!.anexos).toHaveLength(1)
    expect(enviada!.anexos![0]).toMatchObject({ nome: 'cadastro-fundos-estaduais-pessoa-fisica.pdf', tipo: 'application/pdf', conteudo: '' })
    expect(enviada!.anexos![0]!.tamanho).toBe(pdf.length)
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
