import config from '@payload-config'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { createLocalReq, handleEndpoints, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as desafio } from '@/app/(contract)/captcha/desafio/route'
import { POST as consultar } from '@/app/(contract)/site-api/denuncias/consulta/route'
import { POST as denunciar } from '@/app/(contract)/site-api/denuncias/route'
import type { Envelope } from '@/server/servicos/denuncias/cifra'
import { abrirChavePrivada, novoParDoMembro, type ChavePrivadaSelada } from '@/server/servicos/denuncias/chaves'
import { recifrarParaEquipe } from '@/server/servicos/denuncias/recifrar'
import { responderDenuncia } from '@/server/servicos/denuncias/registro'
import { purgarDenunciasFechadas } from '@/server/payload/jobs/purgar-denuncias'

import { authHeaders, createStaffUser, getTestPayload, loginToken, type StaffUser } from './helpers'

/**
 * The whistleblower channel's protections beyond filing and reading (issue 21):
 * re-wrapping the keys when the team changes, the team's view of the openings
 * log, the retention purge, and no GraphQL door to the reports.
 */

const semParams = { params: Promise.resolve({}) }
const DIA = 24 * 60 * 60_000

async function captcha(): Promise<string> {
  const challenge = (await (await desafio(new Request('http://t/captcha/desafio'), semParams)).json()) as Parameters<typeof solveChallenge>[0]['challenge']
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}
const pedido = (caminho: string, corpo: unknown) => new Request(`http://t${caminho}`, { method: 'POST', headers: { 'x-fomento-cliente': '203.0.113.50' }, body: JSON.stringify(corpo) })

interface Membro {
  usuario: StaffUser
  frase: string
  id: number
  cabecalhos: Record<string, string>
}

async function novoMembro(frase: string): Promise<Membro> {
  const payload = await getTestPayload()
  const usuario = await createStaffUser(['integridade'])
  const par = await novoParDoMembro(frase)
  const m = await payload.create({ collection: 'membros-integridade', overrideAccess: true, data: { usuario: usuario.id, chavePublica: par.chavePublica, chavePrivada: par.chavePrivada as unknown as Record<string, unknown> } })
  return { usuario, frase, id: m.id, cabecalhos: authHeaders(await loginToken(usuario)) }
}

const chamar = (caminho: string, cabecalhos: Record<string, string>, corpo: unknown) =>
  handleEndpoints({
    config,
    path: `/api${caminho}`,
    request: new Request(`http://localhost:3000/api${caminho}`, { method: 'POST', headers: { ...cabecalhos, 'Content-Type': 'application/json' }, body: JSON.stringify(corpo) }),
  })

async function denunciarTexto(texto: string): Promise<{ id: number; recibo: string }> {
  const r = await denunciar(pedido('/site-api/denuncias', { anonimo: true, denuncia: texto, captcha: await captcha() }), semParams)
  expect(r.status).toBe(200)
  const recibo = Object.values((await r.json()) as Record<string, string>)[0]!
  const payload = await getTestPayload()
  const id = (await payload.find({ collection: 'denuncias', overrideAccess: true, depth: 0, sort: '-createdAt', limit: 1 })).docs[0]!.id
  return { id, recibo }
}

let antigo: Membro

beforeAll(async () => {
  await getTestPayload()
  antigo = await novoMembro('frase do membro antigo da equipe')
}, 60_000)

describe('re-wrapping for the team (POST /api/membros-integridade/recifrar)', () => {
  it('gives a newcomer access to older reports and takes it from a removed member, the reporter keeping theirs', async () => {
    const payload = await getTestPayload()
    const { id, recibo } = await denunciarTexto('RECIFRAR-1 relato anterior ao novo membro')
    const novo = await novoMembro('frase do membro novo da equipe')
    const abrirComo = (m: Membro) => chamar(`/denuncias/${id}/abrir`, m.cabecalhos, { frase: m.frase })

    expect((await abrirComo(novo)).status).toBe(409)
    const errada = await chamar('/membros-integridade/recifrar', antigo.cabecalhos, { frase: 'frase errada mas longa o bastante' })
    expect(errada.status).toBe(403)
    const r = await chamar('/membros-integridade/recifrar', antigo.cabecalhos, { frase: antigo.frase })
    expect(r.status).toBe(200)
    expect(await r.json()).toMatchObject({ semAcesso: 0 })
    expect(((await (await abrirComo(novo)).json()) as { texto: string }).texto).toBe('RECIFRAR-1 relato anterior ao novo membro')

    // The old member leaves: the newcomer re-seals, and the old member's wraps are gone.
    const antes = await payload.findByID({ collection: 'denuncias', id, overrideAccess: true, depth: 0 })
    await payload.delete({ collection: 'membros-integridade', id: antigo.id, overrideAccess: true })
    expect((await chamar('/membros-integridade/recifrar', novo.cabecalhos, { frase: novo.frase })).status).toBe(200)
    const depois = await payload.findByID({ collection: 'denuncias', id, overrideAccess: true, depth: 0 })
    const texto = depois.texto as unknown as Envelope
    expect(texto.embrulhos.map((e) => e.para).sort()).toEqual(['denunciante', `membro:${novo.id}`])
    // A fresh content key: the old ciphertext (which the removed member could open) is gone.
    expect(texto.cifrado).not.toBe((antes.texto as unknown as Envelope).cifrado)
    const [vista] = (await (await consultar(pedido('/site-api/denuncias/consulta', { ID: recibo, captcha: await captcha() }), semParams)).json()) as { reportContent: string }[]
    expect(vista!.reportContent).toBe('RECIFRAR-1 relato anterior ao novo membro')
    antigo = novo
  }, 120_000)

  it("keeps a reply the reporter sends while the report is being re-wrapped", async () => {
    const payload = await getTestPayload()
    const { recibo } = await denunciarTexto('RECIFRAR-2 relato com conversa')
    await responderDenuncia(payload, recibo, { mensagem: 'RESPOSTA-ANTES', documentos: [] })
    await novoMembro('frase de mais um membro da equipe')
    const membro = await payload.findByID({ collection: 'membros-integridade', id: antigo.id, overrideAccess: true, depth: 0 })
    const chave = await abrirChavePrivada(membro.chavePrivada as unknown as ChavePrivadaSelada, membro.chavePublica, antigo.frase)
    // The reporter's reply lands right after the pass has read its page of reports.
    let respondeu = false
    const comRespostaNoMeio = new Proxy(payload, {
      get(alvo, nome, receptor) {
        if (nome !== 'find') return Reflect.get(alvo, nome, receptor) as unknown
        return async (...args: Parameters<Payload['find']>) => {
          const pagina = await alvo.find(...args)
          if (args[0].collection === 'denuncias' && !respondeu) {
            respondeu = true
            await responderDenuncia(alvo, recibo, { mensagem: 'RESPOSTA-DURANTE', documentos: [] })
          }
          return pagina
        }
      },
    })
    await recifrarParaEquipe(comRespostaNoMeio, await createLocalReq({}, payload), antigo.id, chave)
    expect(respondeu).toBe(true)
    const [vista] = (await (await consultar(pedido('/site-api/denuncias/consulta', { ID: recibo, captcha: await captcha() }), semParams)).json()) as { mensagens: { texto: string }[] }[]
    expect(vista!.mensagens.map((m) => m.texto)).toEqual(['RESPOSTA-ANTES', 'RESPOSTA-DURANTE'])
  }, 120_000)

  it('refuses every role but integridade', async () => {
    for (const papel of ['admin', 'ouvidoria'] as const) {
      const r = await chamar('/membros-integridade/recifrar', authHeaders(await loginToken(await createStaffUser([papel]))), { frase: 'qualquer frase longa aqui' })
      expect(r.status, papel).toBe(403)
    }
  }, 60_000)
})

describe("the openings log, as the team sees it", () => {
  it('integridade reads who opened which report and nothing else of the audit log; other roles but admin read none', async () => {
    const payload = await getTestPayload()
    const { id } = await denunciarTexto('AUDITORIA-1 relato')
    expect((await chamar(`/denuncias/${id}/abrir`, antigo.cabecalhos, { frase: antigo.frase })).status).toBe(200)
    await payload.create({ collection: 'auditoria', overrideAccess: true, data: { usuario: antigo.usuario.id, acao: 'consultou', colecao: 'cadastros-fundos', documento: '1' } })
    const ler = async (cabecalhos: Record<string, string>) => {
      const request = new Request('http://localhost:3000/api/auditoria?limit=100&depth=0', { headers: cabecalhos })
      return handleEndpoints({ config, path: '/api/auditoria', request })
    }
    const r = await ler(antigo.cabecalhos)
    expect(r.status).toBe(200)
    const { docs } = (await r.json()) as { docs: { colecao: string; documento: string; acao: string; usuario: number }[] }
    expect(docs.map((d) => d.colecao)).toEqual(docs.map(() => 'denuncias'))
    expect(docs).toContainEqual(expect.objectContaining({ documento: String(id), acao: 'consultou', usuario: antigo.usuario.id }))
    expect((await ler(authHeaders(await loginToken(await createStaffUser(['ouvidoria']))))).status).toBe(403)
  }, 60_000)
})

describe('retention', () => {
  it('purges closed reports past the period and keeps open or recent ones', async () => {
    const payload = await getTestPayload()
    const velhaFechada = await denunciarTexto('RETENCAO-1')
    const recenteFechada = await denunciarTexto('RETENCAO-2')
    const velhaAberta = await denunciarTexto('RETENCAO-3')
    const agora = Date.now()
    await payload.update({ collection: 'denuncias', id: velhaFechada.id, data: { status: 'arquivada' }, overrideAccess: true })
    await payload.update({ collection: 'denuncias', id: recenteFechada.id, data: { status: 'concluida' }, overrideAccess: true })
    // Closed 400 days "ago", seen from 400 days ahead; the recent one is seen from the same day.
    const futuro = agora + 400 * DIA
    await payload.update({ collection: 'denuncias', id: recenteFechada.id, data: { dataDeFechamento: new Date(futuro - 10 * DIA).toISOString() }, overrideAccess: true })
    expect(await purgarDenunciasFechadas(payload, futuro, 365)).toBe(1)
    const restantes = (await payload.find({ collection: 'denuncias', overrideAccess: true, depth: 0, limit: 100 })).docs.map((d) => d.id)
    expect(restantes).not.toContain(velhaFechada.id)
    expect(restantes).toContain(recenteFechada.id)
    expect(restantes).toContain(velhaAberta.id)
  }, 60_000)
})

describe('GraphQL', () => {
  it('is not served, so no query reaches the reports', async () => {
    expect((await config).graphQL.disable).toBe(true)
    const request = new Request('http://localhost:3000/api/graphql', { method: 'POST', headers: { ...antigo.cabecalhos, 'Content-Type': 'application/json' }, body: JSON.stringify({ query: '{ Denuncias { docs { id texto } } }' }) })
    const r = await handleEndpoints({ config, path: '/api/graphql', request })
    expect(r.status).toBe(404)
  }, 60_000)
})
