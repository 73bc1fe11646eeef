import config from '@payload-config'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { handleEndpoints } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as desafio } from '@/app/(contract)/captcha/desafio/route'
import { POST as denunciar } from '@/app/(contract)/site-api/denuncias/route'
import type { Envelope } from '@/server/servicos/denuncias/cifra'
import { novoParDoMembro } from '@/server/servicos/denuncias/chaves'

import { authHeaders, createStaffUser, getTestPayload, loginToken, type StaffUser } from './helpers'

/**
 * The whistleblower promise against insiders (issue 34): an administrator cannot
 * make, change or remove a key row, nor read a report's sealed fields through
 * the REST API; nobody joins the team silently (audit entry and an e-mail to
 * every member), and a newcomer's key receives reports only once an existing
 * member approved it with their passphrase (docs/decisions/0017).
 */

const semParams = { params: Promise.resolve({}) }

async function captcha(): Promise<string> {
  const challenge = (await (await desafio(new Request('http://t/captcha/desafio'), semParams)).json()) as Parameters<typeof solveChallenge>[0]['challenge']
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

async function rest(metodo: string, caminho: string, cabecalhos: Record<string, string>, corpo?: unknown): Promise<{ status: number; corpo: Record<string, unknown> }> {
  const request = new Request(`http://localhost:3000/api${caminho}`, {
    method: metodo,
    headers: { ...cabecalhos, ...(corpo === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: corpo === undefined ? undefined : JSON.stringify(corpo),
  })
  const r = await handleEndpoints({ config, path: new URL(request.url).pathname, request })
  const texto = await r.text()
  return { status: r.status, corpo: (texto ? JSON.parse(texto) : {}) as Record<string, unknown> }
}

async function denunciarTexto(texto: string): Promise<number> {
  const pedido = new Request('http://t/site-api/denuncias', { method: 'POST', headers: { 'x-fomento-cliente': '203.0.113.60' }, body: JSON.stringify({ anonimo: true, denuncia: texto, captcha: await captcha() }) })
  const r = await denunciar(pedido, semParams)
  expect(r.status).toBe(200)
  const payload = await getTestPayload()
  return (await payload.find({ collection: 'denuncias', overrideAccess: true, depth: 0, sort: '-createdAt', limit: 1 })).docs[0]!.id
}

/** Who a report's text was sealed for, as stored. */
async function seladaPara(id: number): Promise<string[]> {
  const payload = await getTestPayload()
  const doc = await payload.findByID({ collection: 'denuncias', id, overrideAccess: true, depth: 0 })
  return (doc.texto as unknown as Envelope).embrulhos.map((e) => e.para).sort()
}

const FRASE = 'frase secreta do membro fundador'
let fundador: StaffUser
let fundadorId: number
let cabecalhosFundador: Record<string, string>
let admin: StaffUser
let cabecalhosAdmin: Record<string, string>

beforeAll(async () => {
  const payload = await getTestPayload()
  fundador = await createStaffUser(['integridade'], { nome: 'Fundadora da Integridade' })
  const par = await novoParDoMembro(FRASE)
  fundadorId = (await payload.create({ collection: 'membros-integridade', overrideAccess: true, data: { usuario: fundador.id, chavePublica: par.chavePublica, chavePrivada: par.chavePrivada as unknown as Record<string, unknown> } })).id
  cabecalhosFundador = authHeaders(await loginToken(fundador))
  admin = await createStaffUser(['admin'], { nome: 'Administrador Curioso' })
  cabecalhosAdmin = authHeaders(await loginToken(admin))
}, 60_000)

describe('key rows through the REST API', () => {
  it('nobody creates, changes or deletes one: 403 for the administrator and for members', async () => {
    const payload = await getTestPayload()
    const par = await novoParDoMembro('frase do administrador curioso')
    const linha = { usuario: admin.id, chavePublica: par.chavePublica, chavePrivada: par.chavePrivada }
    expect((await rest('POST', '/membros-integridade', cabecalhosAdmin, linha)).status).toBe(403)
    expect((await rest('POST', '/membros-integridade', cabecalhosFundador, { ...linha, usuario: fundador.id })).status).toBe(403)
    expect((await rest('PATCH', `/membros-integridade/${fundadorId}`, cabecalhosAdmin, { chavePublica: par.chavePublica })).status).toBe(403)
    expect((await rest('PATCH', `/membros-integridade/${fundadorId}`, cabecalhosFundador, { chavePublica: par.chavePublica })).status).toBe(403)
    expect((await rest('DELETE', `/membros-integridade/${fundadorId}`, cabecalhosAdmin)).status).toBe(403)
    const linhas = await payload.find({ collection: 'membros-integridade', overrideAccess: true, depth: 0 })
    expect(linhas.docs.map((m) => [m.id, m.usuario])).toEqual([[fundadorId, fundador.id]])
    expect(linhas.docs[0]!.chavePublica).not.toBe(par.chavePublica)
  }, 60_000)

  it('never hands over a sealed private key, not even to its owner', async () => {
    for (const cabecalhos of [cabecalhosAdmin, cabecalhosFundador]) {
      const lista = await rest('GET', '/membros-integridade?depth=0', cabecalhos)
      expect(lista.status).toBe(200)
      const docs = lista.corpo.docs as Record<string, unknown>[]
      expect(docs.length).toBe(1)
      expect(docs[0]).not.toHaveProperty('chavePrivada')
      const um = await rest('GET', `/membros-integridade/${fundadorId}?depth=0`, cabecalhos)
      expect(um.status).toBe(200)
      expect(um.corpo).not.toHaveProperty('chavePrivada')
      expect(um.corpo.chavePublica).toEqual(expect.any(String))
    }
  }, 60_000)
})

describe('REST reads of reports', () => {
  it('give a member the status, dates and ids only; the content only through the audited opening', async () => {
    const id = await denunciarTexto('LEITURA-REST relato sigiloso')
    // `novidade` says only that the reporter added something (issue 31), never what.
    const CAMPOS = ['createdAt', 'dataDeFechamento', 'id', 'novidade', 'status', 'updatedAt']
    const lista = await rest('GET', '/denuncias?depth=0&limit=100', cabecalhosFundador)
    expect(lista.status).toBe(200)
    for (const d of lista.corpo.docs as Record<string, unknown>[]) expect(Object.keys(d).filter((k) => !CAMPOS.includes(k))).toEqual([])
    const um = await rest('GET', `/denuncias/${id}?depth=0`, cabecalhosFundador)
    expect(um.status).toBe(200)
    expect(Object.keys(um.corpo).filter((k) => !CAMPOS.includes(k))).toEqual([])
    // Nor can a member overwrite a sealed field or the reporter's key.
    const antes = await seladaPara(id)
    const patch = await rest('PATCH', `/denuncias/${id}`, cabecalhosFundador, { texto: { falso: true }, chaveDoDenunciante: 'x', status: 'em-analise' })
    expect(patch.status).toBe(200)
    expect(Object.keys(patch.corpo.doc as Record<string, unknown>).filter((k) => !CAMPOS.includes(k))).toEqual([])
    expect(await seladaPara(id)).toEqual(antes)
    const payload = await getTestPayload()
    const doc = await payload.findByID({ collection: 'denuncias', id, overrideAccess: true, depth: 0 })
    expect(doc.chaveDoDenunciante).not.toBe('x')
  }, 60_000)

  it("records every status change, observation and message with the member's account", async () => {
    const payload = await getTestPayload()
    const id = await denunciarTexto('AUDITORIA-MUDANCAS relato')
    expect((await rest('PATCH', `/denuncias/${id}`, cabecalhosFundador, { status: 'em-analise' })).status).toBe(200)
    expect((await rest('PATCH', `/denuncias/${id}`, cabecalhosFundador, { novaObservacao: 'Recebemos e estamos apurando.' })).status).toBe(200)
    expect((await rest('PATCH', `/denuncias/${id}`, cabecalhosFundador, { novaMensagem: 'Pode dizer em que setor?' })).status).toBe(200)
    const { docs } = await payload.find({ collection: 'auditoria', where: { and: [{ colecao: { equals: 'denuncias' } }, { documento: { equals: String(id) } }] }, overrideAccess: true, depth: 0, sort: 'createdAt' })
    expect(docs.map((d) => [d.usuario, d.acao, d.campos])).toEqual([
      [fundador.id, 'alterou', ['status']],
      [fundador.id, 'alterou', ['observacao']],
      [fundador.id, 'alterou', ['mensagens']],
    ])
  }, 60_000)
})

describe('joining the team', () => {
  let novato: StaffUser

  it('is recorded and e-mailed to every member (names and time, nothing of any report)', async () => {
    const payload = await getTestPayload()
    // Enrolled in the second factor, as the integridade role will require.
    novato = await createStaffUser(['editor'], { nome: 'Novato Recém-Chegado' }, { segundoFator: true })
    const r = await rest('PATCH', `/users/${novato.id}`, cabecalhosAdmin, { roles: ['integridade'] })
    expect(r.status).toBe(200)
    const registros = await payload.find({ collection: 'auditoria', where: { and: [{ colecao: { equals: 'users' } }, { documento: { equals: String(novato.id) } }] }, overrideAccess: true, depth: 0 })
    // The generic role change (with the roles before and after) and the team's own entry.
    expect(registros.docs.map((d) => [d.usuario, d.acao]).sort()).toEqual([
      [admin.id, 'alterou-papeis'],
      [admin.id, 'entrou-na-integridade'],
    ])
    const avisos = await payload.find({ collection: 'mensagens', where: { origem: { equals: `integridade:entrada:${novato.id}` } }, overrideAccess: true, depth: 0 })
    expect(avisos.docs.map((m) => m.para)).toEqual([fundador.email])
    const aviso = avisos.docs[0]!
    expect(aviso.assunto).toBe('Novo integrante na equipe de integridade')
    expect(aviso.texto).toContain('Novato Recém-Chegado')
    expect(aviso.texto).toContain('Administrador Curioso')
    expect(aviso.texto).toMatch(/\d{2}\/\d{2}\/\d{4}/)
  }, 60_000)

  it("seals new reports for the newcomer's own key only after a member approves it with their passphrase", async () => {
    const cabecalhosNovato = authHeaders(await loginToken(novato))
    const criada = await rest('POST', '/membros-integridade/minha-chave', cabecalhosNovato, { frase: 'frase secreta do novato na equipe' })
    expect(criada.status).toBe(201)
    expect(criada.corpo.pendente).toBe(true)
    const idNovato = criada.corpo.id as number
    const antes = await denunciarTexto('APROVACAO-1 relato antes da aprovação')
    expect(await seladaPara(antes)).toEqual(['denunciante', `membro:${fundadorId}`])

    // The administrator cannot approve, nor can the newcomer approve themselves, nor a wrong passphrase.
    expect((await rest('POST', `/membros-integridade/${idNovato}/aprovar`, cabecalhosAdmin, { frase: FRASE })).status).toBe(403)
    expect((await rest('POST', `/membros-integridade/${idNovato}/aprovar`, cabecalhosNovato, { frase: 'frase secreta do novato na equipe' })).status).toBe(403)
    expect((await rest('POST', `/membros-integridade/${idNovato}/aprovar`, cabecalhosFundador, { frase: 'uma frase errada e comprida' })).status).toBe(403)
    const aprovada = await rest('POST', `/membros-integridade/${idNovato}/aprovar`, cabecalhosFundador, { frase: FRASE })
    expect(aprovada.status).toBe(200)

    const depois = await denunciarTexto('APROVACAO-2 relato depois da aprovação')
    expect(await seladaPara(depois)).toEqual(['denunciante', `membro:${fundadorId}`, `membro:${idNovato}`].sort())
    const payload = await getTestPayload()
    const registros = await payload.find({ collection: 'auditoria', where: { and: [{ colecao: { equals: 'membros-integridade' } }, { documento: { equals: String(idNovato) } }] }, overrideAccess: true, depth: 0, sort: 'createdAt' })
    expect(registros.docs.map((d) => [d.usuario, d.acao])).toEqual([
      [novato.id, 'criou'],
      [fundador.id, 'aprovou'],
    ])

    // The opening tells the team for whom the report was sealed.
    const aberta = await rest('POST', `/denuncias/${depois}/abrir`, cabecalhosFundador, { frase: FRASE })
    expect(aberta.status).toBe(200)
    expect(aberta.corpo.seladaPara).toEqual(['Fundadora da Integridade', 'Novato Recém-Chegado'])
  }, 120_000)

  it('leaving is recorded and e-mailed too, and new reports are no longer sealed for the one who left', async () => {
    const payload = await getTestPayload()
    const r = await rest('PATCH', `/users/${novato.id}`, cabecalhosAdmin, { roles: ['editor'] })
    expect(r.status).toBe(200)
    const registros = await payload.find({ collection: 'auditoria', where: { and: [{ colecao: { equals: 'users' } }, { documento: { equals: String(novato.id) } }] }, overrideAccess: true, depth: 0, sort: 'createdAt' })
    expect(registros.docs.filter((d) => d.acao !== 'alterou-papeis').map((d) => [d.usuario, d.acao])).toEqual([
      [admin.id, 'entrou-na-integridade'],
      [admin.id, 'saiu-da-integridade'],
    ])
    expect(registros.docs.filter((d) => d.acao === 'alterou-papeis')).toHaveLength(2)
    const avisos = await payload.find({ collection: 'mensagens', where: { origem: { equals: `integridade:saida:${novato.id}` } }, overrideAccess: true, depth: 0 })
    expect(avisos.docs.map((m) => [m.para, m.assunto])).toEqual([[fundador.email, 'Saída da equipe de integridade']])
    const id = await denunciarTexto('SAIDA-1 relato depois da saída')
    expect(await seladaPara(id)).toEqual(['denunciante', `membro:${fundadorId}`])
  }, 60_000)

  it('emptying the team does not let the next key in unapproved', async () => {
    // The administrator takes the role from the last member, then gives it to their own account.
    expect((await rest('PATCH', `/users/${fundador.id}`, cabecalhosAdmin, { roles: ['editor'] })).status).toBe(200)
    const proprio = await rest('PATCH', `/users/${admin.id}`, cabecalhosAdmin, { roles: ['admin', 'integridade'] })
    expect(proprio.status).toBe(200)
    const criada = await rest('POST', '/membros-integridade/minha-chave', authHeaders(await loginToken(admin)), { frase: 'frase do administrador curioso' })
    expect(criada.status).toBe(201)
    expect(criada.corpo.pendente).toBe(true)
    // Nothing can be sealed for anyone: the channel says so instead of sealing for the administrator.
    const pedido = new Request('http://t/site-api/denuncias', { method: 'POST', headers: { 'x-fomento-cliente': '203.0.113.61' }, body: JSON.stringify({ anonimo: true, denuncia: 'Relato com a equipe vazia.', captcha: await captcha() }) })
    expect((await denunciar(pedido, semParams)).status).toBe(503)
    const payload = await getTestPayload()
    const registros = await payload.find({ collection: 'auditoria', where: { and: [{ colecao: { equals: 'users' } }, { documento: { in: [String(fundador.id), String(admin.id)] } }] }, overrideAccess: true, depth: 0, sort: 'createdAt' })
    expect(registros.docs.filter((d) => d.acao !== 'alterou-papeis').map((d) => [d.documento, d.acao])).toEqual([
      [String(fundador.id), 'saiu-da-integridade'],
      [String(admin.id), 'entrou-na-integridade'],
    ])
    expect(registros.docs.filter((d) => d.acao === 'alterou-papeis').map((d) => d.documento)).toEqual([String(fundador.id), String(admin.id)])
  }, 60_000)
})
