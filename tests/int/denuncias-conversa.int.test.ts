import fs from 'node:fs'
import path from 'node:path'

import config from '@payload-config'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { handleEndpoints } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as desafio } from '@/app/(contract)/captcha/desafio/route'
import { POST as consultar } from '@/app/(contract)/site-api/denuncias/consulta/route'
import { POST as responder } from '@/app/(contract)/site-api/denuncias/mensagem/route'
import { POST as denunciar } from '@/app/(contract)/site-api/denuncias/route'
import { novoParDoMembro } from '@/server/servicos/denuncias/chaves'
import { ASSUNTO_RESPOSTA, TEXTO_RESPOSTA } from '@/server/servicos/denuncias/registro'
import { env } from '@/server/plataforma/env'

import { asUser, authHeaders, createStaffUser, getTestPayload, loginToken, type StaffUser } from './helpers'

/**
 * The conversation between the integrity team and the reporter (beyond the
 * spec): the team writes in the back-office, the reporter reads and answers
 * with the receipt and adds files; everything is sealed, image metadata is
 * stripped unless the reporter keeps it, and a back-office save never drops a
 * reply.
 */

const semParams = { params: Promise.resolve({}) }
const FRASE = 'cavalo correto bateria grampo'
const PERGUNTA = 'PERGUNTA-EQUIPE-4410 em que setor isso aconteceu?'
const RESPOSTA = 'RESPOSTA-DENUNCIANTE-8127 no almoxarifado central'
const GPS = 'GPSLatitude-29.1678-SERIAL-99887766'

let recibo = ''
let membro: StaffUser
let senhaMembro = ''

async function captcha(): Promise<string> {
  const challenge = (await (await desafio(new Request('http://t/captcha/desafio'), semParams)).json()) as Parameters<typeof solveChallenge>[0]['challenge']
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}
const pedido = (caminho: string, corpo: unknown) => new Request(`http://t${caminho}`, { method: 'POST', headers: { 'x-fomento-cliente': '203.0.113.9' }, body: JSON.stringify(corpo) })

/** A minimal JPEG with an EXIF segment holding a GPS marker before the image data. */
function jpegComExif(): Buffer {
  const exif = Buffer.from(`Exif\0\0${GPS}`, 'latin1')
  const t = exif.length + 2
  return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe1, t >> 8, t & 0xff]), exif, Buffer.from([0xff, 0xda, 0, 4, 1, 2]), Buffer.from('PIXELS-DA-FOTO'), Buffer.from([0xff, 0xd9])])
}

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

const abrirPelaApi = async (id: number | string) => {
  const token = await loginToken({ email: membro.email, password: senhaMembro })
  const r = await handleEndpoints({
    config,
    path: `/api/denuncias/${id}/abrir`,
    request: new Request(`http://localhost:3000/api/denuncias/${id}/abrir`, { method: 'POST', headers: { ...authHeaders(token), 'Content-Type': 'application/json' }, body: JSON.stringify({ frase: FRASE }) }),
  })
  expect(r.status).toBe(200)
  return (await r.json()) as { documentos: { nome: string; conteudo: string }[]; mensagens: { autor: string; texto: string; anexos: string[] }[] }
}

async function idDaDenuncia(): Promise<number | string> {
  const payload = await getTestPayload()
  return (await payload.find({ collection: 'denuncias', overrideAccess: true, depth: 0, sort: '-createdAt', limit: 1 })).docs[0]!.id
}

beforeAll(async () => {
  const payload = await getTestPayload()
  membro = await createStaffUser(['integridade'])
  senhaMembro = membro.password
  const par = await novoParDoMembro(FRASE)
  await payload.create({ collection: 'membros-integridade', overrideAccess: true, data: { usuario: membro.id, chavePublica: par.chavePublica, chavePrivada: par.chavePrivada as unknown as Record<string, unknown> } })
  const r = await denunciar(
    pedido('/site-api/denuncias', {
      anonimo: true,
      denuncia: 'Desvio de material no almoxarifado.',
      Documentos: [{ nome: 'foto.jpg', conteudo: jpegComExif().toString('base64') }],
      captcha: await captcha(),
    }),
    semParams,
  )
  expect(r.status).toBe(200)
  recibo = Object.values((await r.json()) as Record<string, string>)[0]!
}, 60_000)

describe('image metadata', () => {
  it('is stripped from a photo filed with a report unless the reporter keeps it', async () => {
    const aberta = await abrirPelaApi(await idDaDenuncia())
    const foto = Buffer.from(aberta.documentos[0]!.conteudo, 'base64')
    expect(foto.includes(GPS)).toBe(false)
    expect(foto.includes('PIXELS-DA-FOTO')).toBe(true)

    const mantida = await denunciar(
      pedido('/site-api/denuncias', { anonimo: true, denuncia: 'Com metadados.', manterMetadados: true, Documentos: [{ nome: 'foto.jpg', conteudo: jpegComExif().toString('base64') }], captcha: await captcha() }),
      semParams,
    )
    expect(mantida.status).toBe(200)
    const comGps = await abrirPelaApi(await idDaDenuncia())
    expect(Buffer.from(comGps.documentos[0]!.conteudo, 'base64').includes(GPS)).toBe(true)
  }, 60_000)
})

describe('the conversation', () => {
  it("the team's message is sealed and the reporter reads it with the receipt", async () => {
    const payload = await getTestPayload()
    const payloadId = (await payload.find({ collection: 'denuncias', overrideAccess: true, depth: 0, sort: 'createdAt', limit: 1 })).docs[0]!.id
    await payload.update({ collection: 'denuncias', id: payloadId, data: { novaMensagem: PERGUNTA }, ...asUser(membro) })
    const linha = JSON.stringify(await payload.findByID({ collection: 'denuncias', id: payloadId, overrideAccess: true, depth: 0 }))
    expect(linha).not.toContain('PERGUNTA-EQUIPE-4410')
    expect(bytesEmDisco().includes(Buffer.from('PERGUNTA-EQUIPE-4410'))).toBe(false)
    const r = await consultar(pedido('/site-api/denuncias/consulta', { ID: recibo, captcha: await captcha() }), semParams)
    const [vista] = (await r.json()) as { mensagens: { autor: string; texto: string }[] }[]
    expect(vista!.mensagens).toEqual([expect.objectContaining({ autor: 'equipe', texto: PERGUNTA, anexos: [] })])
  }, 60_000)

  it('the reporter answers and adds a file with the receipt: sealed, the team told without content, and read by the team', async () => {
    const payload = await getTestPayload()
    const r = await responder(
      pedido('/site-api/denuncias/mensagem', {
        ID: recibo,
        mensagem: RESPOSTA,
        Documentos: [{ nome: 'nota.txt', conteudo: Buffer.from('NOTA-FISCAL-3301').toString('base64') }],
        captcha: await captcha(),
      }),
      semParams,
    )
    expect(r.status).toBe(200)
    const [vista] = (await r.json()) as { mensagens: { autor: string; texto: string; anexos: string[] }[] }[]
    expect(vista!.mensagens.map((m) => [m.autor, m.texto, m.anexos])).toEqual([
      ['equipe', PERGUNTA, []],
      ['denunciante', RESPOSTA, ['nota.txt']],
    ])
    const disco = bytesEmDisco()
    for (const segredo of ['RESPOSTA-DENUNCIANTE-8127', 'NOTA-FISCAL-3301', Buffer.from('NOTA-FISCAL-3301').toString('base64')]) expect(disco.includes(Buffer.from(segredo)), segredo).toBe(false)
    const avisos = await payload.find({ collection: 'mensagens', where: { assunto: { equals: ASSUNTO_RESPOSTA } }, overrideAccess: true, depth: 0 })
    expect(avisos.docs).toHaveLength(1)
    expect(avisos.docs[0]).toMatchObject({ texto: TEXTO_RESPOSTA, para: membro.email })

    const id = (await payload.find({ collection: 'denuncias', overrideAccess: true, depth: 0, sort: 'createdAt', limit: 1 })).docs[0]!.id
    // The reporter's answer is the case's news (issue 31) until a member opens the report.
    expect((await payload.findByID({ collection: 'denuncias', id, overrideAccess: true, depth: 0 })).novidade).toBe(true)
    const aberta = await abrirPelaApi(id)
    expect((await payload.findByID({ collection: 'denuncias', id, overrideAccess: true, depth: 0 })).novidade).toBe(false)
    expect(aberta.mensagens.map((m) => m.texto)).toEqual([PERGUNTA, RESPOSTA])
    expect(aberta.documentos.map((d) => d.nome)).toEqual(['foto.jpg', 'nota.txt'])
    expect(Buffer.from(aberta.documentos[1]!.conteudo, 'base64').toString()).toBe('NOTA-FISCAL-3301')
  }, 60_000)

  it('a back-office save that carries an old copy of the conversation or files drops nothing', async () => {
    const payload = await getTestPayload()
    const id = (await payload.find({ collection: 'denuncias', overrideAccess: true, depth: 0, sort: 'createdAt', limit: 1 })).docs[0]!.id
    await payload.update({ collection: 'denuncias', id, data: { status: 'em-analise', mensagens: [], documentos: [] }, ...asUser(membro) })
    const aberta = await abrirPelaApi(id)
    expect(aberta.mensagens).toHaveLength(2)
    expect(aberta.documentos).toHaveLength(2)
  }, 60_000)

  it('a wrong receipt stores nothing and gets the lookup message', async () => {
    const errado = recibo.slice(0, -1) + (recibo.endsWith('0') ? '1' : '0')
    const r = await responder(pedido('/site-api/denuncias/mensagem', { ID: errado, mensagem: 'intruso', captcha: await captcha() }), semParams)
    expect(r.status).toBe(404)
    expect(await r.json()).toMatchObject({ message: 'Nenhuma denúncia encontrada com este protocolo.' })
    const aberta = await abrirPelaApi((await (await getTestPayload()).find({ collection: 'denuncias', overrideAccess: true, depth: 0, sort: 'createdAt', limit: 1 })).docs[0]!.id)
    expect(aberta.mensagens).toHaveLength(2)
  }, 60_000)
})
