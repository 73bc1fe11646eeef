import config from '@payload-config'
import { handleEndpoints } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Role } from '@/access/roles'

import { authHeaders, createStaffUser, getTestPayload, loginToken } from './helpers'

/**
 * Saved list filters (Payload's query presets, collections/FiltrosSalvos) over the REST API the
 * back-office calls: a preset is its author's; shared, it reaches its author's team only, never
 * another team, administrators included; only its author changes or deletes it.
 */

const COLECAO = '/payload-query-presets'

async function chamar(token: string | undefined, metodo: string, caminho: string, corpo?: unknown) {
  const request = new Request(`http://localhost:3000/api${caminho}`, {
    method: metodo,
    headers: { ...(token ? authHeaders(token) : {}), ...(corpo === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: corpo === undefined ? undefined : JSON.stringify(corpo),
  })
  const r = await handleEndpoints({ config, path: new URL(request.url).pathname, request })
  const texto = await r.text()
  return { status: r.status, corpo: (texto ? JSON.parse(texto) : null) as Record<string, unknown> & { doc?: Record<string, unknown>; docs?: { id: number; title: string }[] } }
}

const tokens: Partial<Record<'comercialA' | 'comercialB' | 'ouvidoria' | 'admin' | 'admin2' | 'editor', string>> = {}
const token = (quem: keyof typeof tokens) => tokens[quem]!

async function entrar(papeis: Role[]) {
  return loginToken(await createStaffUser(papeis))
}

beforeAll(async () => {
  await getTestPayload()
  tokens.comercialA = await entrar(['comercial'])
  tokens.comercialB = await entrar(['comercial'])
  tokens.ouvidoria = await entrar(['ouvidoria'])
  tokens.admin = await entrar(['admin'])
  tokens.admin2 = await entrar(['admin'])
  tokens.editor = await entrar(['editor'])
}, 120_000)

// The list's filter as the back-office writes it.
const ONDE = { or: [{ and: [{ situacao: { equals: 'nova' } }] }] }

async function criar(quem: keyof typeof tokens, title: string, leitura?: 'onlyMe' | 'equipe', extra: Record<string, unknown> = {}) {
  const r = await chamar(token(quem), 'POST', COLECAO, {
    title,
    relatedCollection: 'simulacoes',
    where: ONDE,
    ...(leitura && { isShared: leitura !== 'onlyMe', access: { read: { constraint: leitura } } }),
    ...extra,
  })
  return r
}

const titulos = async (quem: keyof typeof tokens) => {
  const r = await chamar(token(quem), 'GET', `${COLECAO}?limit=100&sort=title`)
  expect(r.status).toBe(200)
  return r.corpo.docs!.map((d) => d.title)
}

/** Read, change and delete of one preset by one account: the HTTP statuses. */
async function alcance(quem: keyof typeof tokens, id: unknown) {
  return {
    ler: (await chamar(token(quem), 'GET', `${COLECAO}/${String(id)}`)).status,
    alterar: (await chamar(token(quem), 'PATCH', `${COLECAO}/${String(id)}`, { title: 'Tomado' })).status,
    apagar: (await chamar(token(quem), 'DELETE', `${COLECAO}/${String(id)}`)).status,
  }
}

describe('filtros salvos por usuário', () => {
  it('um filtro é de quem o criou ("Somente eu" por padrão): outro da mesma equipe, outra equipe e o administrador não o leem, alteram nem apagam', async () => {
    const criado = await criar('comercialA', 'Novas da A')
    expect(criado.status).toBe(201)
    const doc = criado.corpo.doc!
    expect(doc).toMatchObject({ title: 'Novas da A', isShared: false, relatedCollection: 'simulacoes', where: ONDE })
    expect(doc.access).toMatchObject({ read: { constraint: 'onlyMe', equipes: [] }, update: { constraint: 'onlyMe' }, delete: { constraint: 'onlyMe' } })

    expect(await titulos('comercialA')).toContain('Novas da A')
    expect(await titulos('comercialB')).not.toContain('Novas da A')
    expect(await titulos('ouvidoria')).not.toContain('Novas da A')
    expect(await titulos('admin')).not.toContain('Novas da A')

    for (const quem of ['comercialB', 'ouvidoria', 'admin'] as const) {
      expect({ quem, ...(await alcance(quem, doc.id)) }).toEqual({ quem, ler: 404, alterar: 403, apagar: 403 })
    }
    // Still there, unchanged, for its author, who changes and deletes it.
    const lido = await chamar(token('comercialA'), 'GET', `${COLECAO}/${String(doc.id)}`)
    expect(lido).toMatchObject({ status: 200, corpo: { title: 'Novas da A' } })
    expect((await chamar(token('comercialA'), 'PATCH', `${COLECAO}/${String(doc.id)}`, { title: 'Novas (A)' })).status).toBe(200)
    expect((await chamar(token('comercialA'), 'DELETE', `${COLECAO}/${String(doc.id)}`)).status).toBe(200)
    expect(await titulos('comercialA')).not.toContain('Novas (A)')
  })

  it('compartilhado com "Minha equipe": a mesma equipe o lê (só o autor o altera ou apaga); outra equipe e o administrador, não', async () => {
    // A team sent by the client is ignored: the server writes the author's.
    const criado = await criar('comercialA', 'Atrasadas da equipe', 'equipe', { access: { read: { constraint: 'equipe', equipes: ['ouvidoria', 'admin'] } } })
    expect(criado.status).toBe(201)
    const doc = criado.corpo.doc!
    expect(doc).toMatchObject({ isShared: true, access: { read: { constraint: 'equipe', equipes: ['comercial'] } } })

    expect(await titulos('comercialB')).toContain('Atrasadas da equipe')
    expect(await titulos('ouvidoria')).not.toContain('Atrasadas da equipe')
    expect(await titulos('admin')).not.toContain('Atrasadas da equipe')
    expect(await alcance('comercialB', doc.id)).toEqual({ ler: 200, alterar: 403, apagar: 403 })
    expect(await alcance('ouvidoria', doc.id)).toEqual({ ler: 404, alterar: 403, apagar: 403 })
    expect(await alcance('admin', doc.id)).toEqual({ ler: 404, alterar: 403, apagar: 403 })
    expect((await chamar(token('comercialA'), 'GET', `${COLECAO}/${String(doc.id)}`)).corpo.title).toBe('Atrasadas da equipe')
  })

  it('o filtro compartilhado de um administrador chega aos administradores, não à equipe comercial', async () => {
    const criado = await criar('admin', 'Do administrador', 'equipe')
    expect(criado.status).toBe(201)
    expect(criado.corpo.doc).toMatchObject({ access: { read: { constraint: 'equipe', equipes: ['admin'] } } })
    expect(await titulos('admin2')).toContain('Do administrador')
    expect(await titulos('comercialA')).not.toContain('Do administrador')
    expect(await titulos('comercialB')).not.toContain('Do administrador')
  })

  it('"Todos" e "Pessoas escolhidas" são recusados com 400, e nada é gravado', async () => {
    for (const constraint of ['everyone', 'specificUsers']) {
      const r = await criar('comercialA', `Aberto ${constraint}`, undefined, { isShared: true, access: { read: { constraint } } })
      expect({ constraint, status: r.status }).toEqual({ constraint, status: 400 })
      expect(JSON.stringify(r.corpo)).toContain('Quem pode ver este filtro')
    }
    for (const op of ['update', 'delete']) {
      const r = await criar('comercialA', `Aberto ${op}`, undefined, { isShared: true, access: { [op]: { constraint: 'equipe' } } })
      expect({ op, status: r.status }).toEqual({ op, status: 400 })
    }
    // Nor can its author open an existing one to everyone afterwards.
    const privado = (await criar('comercialA', 'Privado da A')).corpo.doc!
    const aberto = await chamar(token('comercialA'), 'PATCH', `${COLECAO}/${String(privado.id)}`, { access: { read: { constraint: 'everyone' } } })
    expect(aberto.status).toBe(400)
    expect(await titulos('comercialB')).not.toContain('Privado da A')
    const payload = await getTestPayload()
    const gravados = await payload.find({ collection: 'payload-query-presets', where: { title: { like: 'Aberto' } }, overrideAccess: true })
    expect(gravados.totalDocs).toBe(0)
  })

  it('um filtro de uma lista que a conta não lê é recusado; quem não lê nenhuma lista com filtros recebe 403', async () => {
    const r = await chamar(token('ouvidoria'), 'POST', COLECAO, { title: 'Simulações alheias', relatedCollection: 'simulacoes', where: ONDE })
    expect(r.status).toBe(400)
    expect(JSON.stringify(r.corpo)).toContain('relatedCollection')
    const payload = await getTestPayload()
    expect((await payload.count({ collection: 'payload-query-presets', where: { title: { equals: 'Simulações alheias' } }, overrideAccess: true })).totalDocs).toBe(0)
    expect((await chamar(token('editor'), 'GET', COLECAO)).status).toBe(403)
    expect((await chamar(undefined, 'GET', COLECAO)).status).toBe(403)
  })
})
