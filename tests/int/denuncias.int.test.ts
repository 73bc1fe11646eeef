import fs from 'node:fs'
import path from 'node:path'

import config from '@payload-config'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { handleEndpoints } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as desafio } from '@/app/(contract)/captcha/desafio/route'
import { POST as consultar } from '@/app/(contract)/site-api/denuncias/consulta/route'
import { POST as denunciar } from '@/app/(contract)/site-api/denuncias/route'
import { ROLES } from '@/access/roles'
import { MENSAGENS_DENUNCIA } from '@/features/denuncias/schema'
import { abrir, type Envelope } from '@/server/servicos/denuncias/cifra'
import { abrirChavePrivada, novoParDoMembro } from '@/server/servicos/denuncias/chaves'
import { ASSUNTO_AVISO, contextoDe, TEXTO_AVISO } from '@/server/servicos/denuncias/registro'
import { env } from '@/server/plataforma/env'

import { asUser, authHeaders, createStaffUser, getTestPayload, loginToken } from './helpers'

/**
 * The whistleblower channel end to end on a real database: what a filed report
 * leaves on disk (nothing readable), what the receipt opens, and who reads.
 */

const semParams = { params: Promise.resolve({}) }
const FRASE = 'cavalo correto bateria grampo'
const MARCADOR = 'MARCADOR-DENUNCIA-5521'
const NOME = 'Zuleica Fidelcina Marcondes'
const ARQUIVO = 'CONTEUDO-DO-ARQUIVO-8813 notas fiscais frias'
const IP = '203.0.113.77'
const RECIBO = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/

let membroId = 0
let emailDoMembro = ''
let senhaDoMembro = ''
let membro: Awaited<ReturnType<typeof novoParDoMembro>>

async function captcha(): Promise<string> {
  const challenge = (await (await desafio(new Request('http://t/captcha/desafio'), semParams)).json()) as Parameters<typeof solveChallenge>[0]['challenge']
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

const pedido = (caminho: string, corpo: unknown, cliente = IP) =>
  new Request(`http://t${caminho}`, { method: 'POST', headers: { 'x-fomento-cliente': cliente, 'user-agent': 'NavegadorDoDenunciante/9.9' }, body: JSON.stringify(corpo) })

async function denunciarCom(corpo: Record<string, unknown>): Promise<Response> {
  return denunciar(pedido('/site-api/denuncias', { ...corpo, captcha: await captcha() }), semParams)
}

async function consultarCom(ID: string, cliente = IP): Promise<Response> {
  return consultar(pedido('/site-api/denuncias/consulta', { ID, captcha: await captcha() }, cliente), semParams)
}

const identificada = {
  anonimo: false,
  nome: NOME,
  telefone: '(54) 99876-5432',
  email: 'zuleica@exemplo.com.br',
  cpfcnpj: '529.982.247-25',
  endereco: 'Rua das Araucárias, 100',
  sigilo: true,
  denuncia: `<p>${MARCADOR}: o setor de compras frauda licitações.</p>`,
  Documentos: [{ nome: 'provas.txt', conteudo: Buffer.from(ARQUIVO).toString('base64'), withContent: true }],
}

/** Every byte the app keeps on disk: the database, its WAL and journal, and the data folder. */
function bytesEmDisco(): Buffer {
  const partes: Buffer[] = []
  const visitar = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name)
      if (e.isDirectory()) visitar(p)
      else if (e.isFile()) partes.push(fs.readFileSync(p))
    }
  }
  visitar(env().dataDir)
  return Buffer.concat(partes)
}

beforeAll(async () => {
  const payload = await getTestPayload()
  const usuario = await createStaffUser(['integridade'])
  emailDoMembro = usuario.email
  senhaDoMembro = usuario.password
  membro = await novoParDoMembro(FRASE)
  const m = await payload.create({ collection: 'membros-integridade', overrideAccess: true, data: { usuario: usuario.id, ...membro, chavePrivada: membro.chavePrivada as unknown as Record<string, unknown> } })
  membroId = m.id
}, 60_000)

describe('POST /site-api/denuncias', () => {
  let recibo = ''

  it('files an identified report and answers the receipt as the first value', async () => {
    const r = await denunciarCom(identificada)
    expect(r.status).toBe(200)
    const corpo = (await r.json()) as Record<string, string>
    recibo = Object.values(corpo)[0]!
    expect(recibo).toMatch(RECIBO)
  })

  it('leaves no plaintext of the report, the name, the file, the receipt or the address on disk (database, WAL, data folder)', async () => {
    const payload = await getTestPayload()
    const bytes = bytesEmDisco()
    expect(bytes.length).toBeGreaterThan(0)
    const sqlite = fs.readdirSync(env().dataDir).some((n) => n.endsWith('-wal'))
    if (!process.env.TEST_DATABASE_URL) expect(sqlite).toBe(true)
    for (const segredo of [MARCADOR, NOME, 'zuleica@exemplo.com.br', '52998224725', '529.982.247-25', 'Araucárias', ARQUIVO, Buffer.from(ARQUIVO).toString('base64'), recibo, recibo.replace(/-/g, ''), IP, 'NavegadorDoDenunciante']) {
      expect(bytes.includes(Buffer.from(segredo)), segredo).toBe(false)
    }
    // And through the database's own eyes (PostgreSQL keeps no file here).
    const { docs } = await payload.find({ collection: 'denuncias', overrideAccess: true, depth: 0 })
    expect(docs).toHaveLength(1)
    // The scan does see the row: its lookup tag is there in the same bytes (on SQLite, whose file is in the
    // data folder; PostgreSQL keeps its files elsewhere, so there only the row itself is checked below).
    if (!process.env.TEST_DATABASE_URL) expect(bytes.includes(Buffer.from(docs[0]!.etiqueta))).toBe(true)
    const linha = JSON.stringify(docs[0])
    for (const segredo of [MARCADOR, NOME, ARQUIVO, recibo, recibo.replace(/-/g, ''), IP]) expect(linha).not.toContain(segredo)
  })

  it('tells each team member by e-mail that a report arrived, and nothing of what it says', async () => {
    const payload = await getTestPayload()
    const { docs } = await payload.find({ collection: 'mensagens', where: { papel: { equals: 'integridade' } }, overrideAccess: true, depth: 0 })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ assunto: ASSUNTO_AVISO, texto: TEXTO_AVISO, para: emailDoMembro })
    expect(docs[0]!.origem).toMatch(/^denuncias:\d+$/)
  })

  it('keeps the receipt only as a lookup tag and an Argon2id verifier', async () => {
    const payload = await getTestPayload()
    const [doc] = (await payload.find({ collection: 'denuncias', overrideAccess: true, depth: 0 })).docs
    expect(doc!.etiqueta).toMatch(/^[\w-]{43}$/)
    expect(Buffer.from(doc!.verificador, 'base64')).toHaveLength(32)
    expect(Buffer.from(doc!.sal, 'base64')).toHaveLength(16)
  })

  it('lets a team member, with the passphrase, read the text, the identity and the file', async () => {
    const payload = await getTestPayload()
    const [doc] = (await payload.find({ collection: 'denuncias', overrideAccess: true, depth: 0 })).docs
    const chave = await abrirChavePrivada(membro.chavePrivada, membro.chavePublica, FRASE)
    const quem = `membro:${membroId}`
    expect(abrir(doc!.texto as unknown as Envelope, contextoDe(doc!.etiqueta, 'texto'), quem, chave).toString()).toContain(MARCADOR)
    const identidade: unknown = JSON.parse(abrir(doc!.identidade as unknown as Envelope, contextoDe(doc!.etiqueta, 'identidade'), quem, chave).toString())
    expect(identidade).toMatchObject({ nome: NOME, sigilo: true, cpfcnpj: '529.982.247-25' })
    const [documento] = doc!.documentos as unknown as Envelope[]
    const arquivo = JSON.parse(abrir(documento!, contextoDe(doc!.etiqueta, 'documento:0'), quem, chave).toString()) as { conteudo: string }
    expect(Buffer.from(arquivo.conteudo, 'base64').toString()).toBe(ARQUIVO)
    await expect(abrirChavePrivada(membro.chavePrivada, membro.chavePublica, 'frase errada errada')).rejects.toThrow('Frase secreta incorreta.')
  })

  it('keeps nothing of the reporter on an anonymous report, whatever the body carried', async () => {
    const r = await denunciarCom({ anonimo: true, nome: 'Nome Ignorado', denuncia: 'Anônima: desvio de combustível.' })
    expect(r.status).toBe(200)
    const payload = await getTestPayload()
    const { docs } = await payload.find({ collection: 'denuncias', overrideAccess: true, depth: 0, sort: '-createdAt' })
    expect(docs[0]!.identidade).toBeNull()
  })

  it('refuses an identified report without identity, with the messages of spec 3 §5', async () => {
    const r = await denunciarCom({ anonimo: false, denuncia: 'x' })
    expect(r.status).toBe(400)
    const texto = await r.text()
    for (const m of [MENSAGENS_DENUNCIA.nomeObrigatorio, MENSAGENS_DENUNCIA.cpfCnpjObrigatorio, MENSAGENS_DENUNCIA.telefoneObrigatorio]) expect(texto).toContain(m)
    const semTexto = await denunciarCom({ anonimo: true, denuncia: '' })
    expect(await semTexto.text()).toContain(MENSAGENS_DENUNCIA.descricaoObrigatoria)
    const arquivoRuim = await denunciarCom({ anonimo: true, denuncia: 'x', Documentos: [{ nome: 'virus.exe', conteudo: 'AAAA' }] })
    expect(await arquivoRuim.text()).toContain('O arquivo virus.exe não é suportado. Por favor, envie apenas arquivos PDF, DOC, DOCX, TXT, JPG, JPEG ou PNG.')
  })

  it("refuses a report without captcha with spec 3 §8's whistleblower wording ('nao'), and a name over 100 characters with its own message", async () => {
    const semCaptcha = await denunciar(pedido('/site-api/denuncias', { anonimo: true, denuncia: 'Fato.' }), semParams)
    expect([semCaptcha.status, ((await semCaptcha.json()) as { message: string }).message]).toEqual([400, 'Por favor, confirme que você nao é um robô'])
    const longo = await denunciarCom({ ...identificada, nome: 'Z'.repeat(101), Documentos: undefined })
    expect(longo.status).toBe(400)
    expect(((await longo.json()) as { erros: { campo: string; mensagem: string }[] }).erros).toEqual([{ campo: 'nome', mensagem: 'Nome deve ter no máximo 100 caracteres' }])
  })

  describe('POST /site-api/denuncias/consulta', () => {
    it('answers the report for its receipt, however it is typed, and [] for a wrong or malformed one', async () => {
      const r = await consultarCom(recibo.toLowerCase().replace(/-/g, ' '), '198.51.100.1')
      expect(r.status).toBe(200)
      const [linha, ...resto] = (await r.json()) as Record<string, string>[]
      expect(resto).toEqual([])
      expect(linha).toMatchObject({ status: 'Recebida', observation: '', closeDate: '' })
      expect(linha!.reportContent).toBe(`${MARCADOR}: o setor de compras frauda licitações.`)
      expect(Number.isNaN(Date.parse(linha!.registerDate ?? ''))).toBe(false)
      // The spec's five keys, in order; then the conversation with the team (beyond the spec, ignored by a legacy client).
      expect(Object.keys(linha!)).toEqual(['reportContent', 'registerDate', 'status', 'observation', 'closeDate', 'mensagens'])

      const errado = recibo.slice(0, -1) + (recibo.endsWith('0') ? '1' : '0')
      expect(await (await consultarCom(errado, '198.51.100.1')).json()).toEqual([])
      expect(await (await consultarCom('nada', '198.51.100.1')).json()).toEqual([])
    })

    it("shows the team's status change and observation, sealed for the reporter; admin cannot make one", async () => {
      const payload = await getTestPayload()
      const [doc] = (await payload.find({ collection: 'denuncias', overrideAccess: true, depth: 0, sort: 'createdAt' })).docs
      const OBS = 'OBSERVACAO-7090 apuração concluída'
      const integridade = await createStaffUser(['integridade'])
      await payload.update({ collection: 'denuncias', id: doc!.id, data: { status: 'concluida', novaObservacao: OBS }, ...asUser(integridade) })
      const admin = await createStaffUser(['admin'])
      await expect(payload.update({ collection: 'denuncias', id: doc!.id, data: { status: 'recebida' }, ...asUser(admin) })).rejects.toThrow()

      const depois = await payload.findByID({ collection: 'denuncias', id: doc!.id, overrideAccess: true, depth: 0 })
      expect(JSON.stringify(depois)).not.toContain('OBSERVACAO-7090')
      expect(bytesEmDisco().includes(Buffer.from('OBSERVACAO-7090'))).toBe(false)
      const [linha] = (await (await consultarCom(recibo, '198.51.100.2')).json()) as Record<string, string>[]
      expect(linha).toMatchObject({ status: 'Concluída', observation: OBS })
      expect(Number.isNaN(Date.parse(linha!.closeDate ?? ''))).toBe(false)
      // The team reads it too.
      const chave = await abrirChavePrivada(membro.chavePrivada, membro.chavePublica, FRASE)
      expect(abrir(depois.observacao as unknown as Envelope, contextoDe(depois.etiqueta, 'observacao'), `membro:${membroId}`, chave).toString()).toBe(OBS)
    })

    it('is rate-limited per client before anything runs', async () => {
      const cliente = '198.51.100.99'
      const respostas: number[] = []
      for (let i = 0; i < 31; i++) respostas.push((await consultar(pedido('/site-api/denuncias/consulta', { ID: 'nada' }, cliente), semParams)).status)
      expect(respostas.slice(0, 30).every((s) => s === 400)).toBe(true)
      expect(respostas[30]).toBe(429)
    })
  })
})

describe('POST /api/denuncias/:id/abrir (the back-office reading)', () => {
  const abrirPelaApi = (id: number | string, headers: Record<string, string>, frase: string) =>
    handleEndpoints({
      config,
      path: `/api/denuncias/${id}/abrir`,
      request: new Request(`http://localhost:3000/api/denuncias/${id}/abrir`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify({ frase }) }),
    })

  it('opens for the member with the passphrase, records the opening, and refuses a wrong passphrase or another role', async () => {
    const payload = await getTestPayload()
    const [doc] = (await payload.find({ collection: 'denuncias', overrideAccess: true, depth: 0, sort: 'createdAt' })).docs
    const membroUsuario = (await payload.findByID({ collection: 'membros-integridade', id: membroId, overrideAccess: true, depth: 0 })).usuario
    const usuario = await payload.findByID({ collection: 'users', id: membroUsuario as number, overrideAccess: true })
    // The member's account password is the helper's; log in as that account.
    const token = await loginToken({ email: usuario.email, password: senhaDoMembro })
    const r = await abrirPelaApi(doc!.id, authHeaders(token), FRASE)
    expect(r.status).toBe(200)
    expect(r.headers.get('cache-control')).toBe('no-store')
    const aberta = (await r.json()) as { texto: string; identidade: { nome: string }; documentos: { nome: string; conteudo: string }[] }
    expect(aberta.texto).toContain(MARCADOR)
    expect(aberta.identidade.nome).toBe(NOME)
    expect(aberta.documentos.map((d) => [d.nome, Buffer.from(d.conteudo, 'base64').toString()])).toEqual([['provas.txt', ARQUIVO]])
    const registros = await payload.find({ collection: 'auditoria', where: { and: [{ colecao: { equals: 'denuncias' } }, { documento: { equals: String(doc!.id) } }, { acao: { equals: 'consultou' } }] }, overrideAccess: true, depth: 0 })
    expect(registros.docs.map((d) => d.usuario)).toContain(usuario.id)

    const errada = await abrirPelaApi(doc!.id, authHeaders(token), 'outra frase qualquer longa')
    expect(errada.status).toBe(403)
    expect(await errada.text()).toContain('Frase secreta incorreta.')
    for (const papel of ['admin', 'ouvidoria'] as const) {
      const outro = await abrirPelaApi(doc!.id, authHeaders(await loginToken(await createStaffUser([papel]))), FRASE)
      expect(outro.status, papel).toBe(403)
    }
    const semChave = await abrirPelaApi(doc!.id, authHeaders(await loginToken(await createStaffUser(['integridade']))), FRASE)
    expect(await semChave.text()).toContain('Sua conta ainda não tem chave da equipe de integridade.')
  }, 60_000)
})

describe('POST /api/membros-integridade/minha-chave', () => {
  const criar = (headers: Record<string, string>, frase: string) =>
    handleEndpoints({
      config,
      path: '/api/membros-integridade/minha-chave',
      request: new Request('http://localhost:3000/api/membros-integridade/minha-chave', { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify({ frase }) }),
    })

  it('lets an integridade member create their own key once, with a strong passphrase; not other roles', async () => {
    const cabecalhos = authHeaders(await loginToken(await createStaffUser(['integridade'])))
    const fraca = await criar(cabecalhos, 'curta')
    expect(fraca.status).toBe(400)
    expect(await fraca.text()).toContain('A frase secreta deve ter pelo menos 16 caracteres.')
    const r = await criar(cabecalhos, 'uma frase nova e comprida')
    expect(r.status).toBe(201)
    const { id } = (await r.json()) as { id: number }
    const payload = await getTestPayload()
    const membroNovo = await payload.findByID({ collection: 'membros-integridade', id, overrideAccess: true, depth: 0 })
    expect(JSON.stringify(membroNovo.chavePrivada)).not.toContain('uma frase nova')
    await expect(abrirChavePrivada(membroNovo.chavePrivada as never, membroNovo.chavePublica, 'uma frase nova e comprida')).resolves.toBeDefined()
    expect((await criar(cabecalhos, 'uma frase nova e comprida')).status).toBe(409)
    const admin = await criar(authHeaders(await loginToken(await createStaffUser(['admin']))), 'uma frase nova e comprida')
    expect(admin.status).toBe(403)
  }, 60_000)
})

describe('who reads a report through the REST API', () => {
  it('only integridade; admin and every other role, and visitors, are refused', async () => {
    for (const papel of [...ROLES, 'anonimo' as const]) {
      const headers = papel === 'anonimo' ? {} : authHeaders(await loginToken(await createStaffUser([papel])))
      const request = new Request('http://localhost:3000/api/denuncias?limit=5', { headers })
      const resposta = await handleEndpoints({ config, path: '/api/denuncias', request })
      if (papel === 'integridade') {
        expect(resposta.status, papel).toBe(200)
        expect(((await resposta.json()) as { totalDocs: number }).totalDocs).toBeGreaterThan(0)
      } else expect(resposta.status, papel).toBe(403)
    }
  }, 60_000)
})
