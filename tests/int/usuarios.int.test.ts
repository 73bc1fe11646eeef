import config from '@payload-config'
import { AuthenticationError, Forbidden, handleEndpoints, LockedAuth, NotFound, ValidationError } from 'payload'
import { describe, expect, it } from 'vitest'

import type { Role } from '@/access/roles'
import { SESSAO_ABSOLUTA_MS, SESSAO_OCIOSA_SEGUNDOS } from '@/collections/Usuarios/hooks/limiteDeSessao'
import { env } from '@/server/plataforma/env'

import { anonymous, asUser, authHeaders, createStaffUser, getTestPayload, loginToken } from './helpers'

describe('usuários: contas da equipe', () => {
  it('ninguém vira administrador de um site vazio sem o comando create-admin', async () => {
    const payload = await getTestPayload()
    // This is how Payload's "create first user" screen writes: no user, access overridden.
    await expect(
      payload.create({
        collection: 'users',
        data: { email: 'intruso@x.com', password: 'Senha-muito-longa-1', nome: 'Intruso', roles: ['admin'] },
        overrideAccess: true,
      }),
    ).rejects.toThrow(Forbidden)
    expect((await payload.count({ collection: 'users', overrideAccess: true })).totalDocs).toBe(0)
  })

  it('um visitante anônimo não lê nem cria contas', async () => {
    const payload = await getTestPayload()
    await expect(payload.find({ collection: 'users', ...anonymous })).rejects.toThrow(Forbidden)
    await expect(
      payload.create({ collection: 'users', data: { email: 'a@x.com', password: 'Senha-muito-longa-1', nome: 'A', roles: ['editor'] }, ...anonymous }),
    ).rejects.toThrow(Forbidden)
  })

  it.each(['editor', 'comercial', 'ouvidoria', 'integridade', 'cadastro'] as Role[])('%s vê só a própria conta, não cria contas nem aumenta os próprios papéis', async (papel) => {
    const payload = await getTestPayload()
    const editor = await createStaffUser([papel])
    const outro = await createStaffUser(['admin'])
    const vistos = await payload.find({ collection: 'users', ...asUser(editor) })
    expect(vistos.docs.map((u) => u.id)).toEqual([editor.id])
    // Another's account does not exist for them (read is filtered), so neither can be removed.
    await expect(payload.findByID({ collection: 'users', id: outro.id, ...asUser(editor) })).rejects.toThrow(NotFound)
    await expect(payload.delete({ collection: 'users', id: outro.id, ...asUser(editor) })).rejects.toThrow(Forbidden)
    await expect(
      payload.create({ collection: 'users', data: { email: 'b@x.com', password: 'Senha-muito-longa-1', nome: 'B', roles: ['admin'] }, ...asUser(editor) }),
    ).rejects.toThrow(Forbidden)
    const depois = await payload.update({ collection: 'users', id: editor.id, data: { roles: ['admin'], nome: 'Novo nome' }, ...asUser(editor) })
    expect(depois.nome).toBe('Novo nome')
    expect(depois.roles).toEqual([papel])
  })

  it('o administrador cria contas e define papéis', async () => {
    const payload = await getTestPayload()
    const admin = await createStaffUser(['admin'])
    const novo = await payload.create({
      collection: 'users',
      data: { email: 'ouvidor@x.com', password: 'Senha-muito-longa-1', nome: 'Ouvidor', roles: ['ouvidoria'] },
      ...asUser(admin),
    })
    expect(novo.roles).toEqual(['ouvidoria'])
  })

  it('sem serviço de e-mail, recusa a recuperação de senha (o token iria para o log)', async () => {
    const payload = await getTestPayload()
    const u = await createStaffUser(['editor'])
    await expect(payload.forgotPassword({ collection: 'users', data: { email: u.email } })).rejects.toThrow(/administrador/)
    await expect(payload.forgotPassword({ collection: 'users', data: { email: u.email } })).rejects.toMatchObject({ status: 403 })
  })

  it('4 senhas erradas ainda deixam entrar com a certa (e zeram a contagem)', async () => {
    const payload = await getTestPayload()
    const u = await createStaffUser(['editor'])
    for (let i = 0; i < 4; i++) {
      await expect(payload.login({ collection: 'users', data: { email: u.email, password: 'errada' } })).rejects.toThrow(AuthenticationError)
    }
    const ok = await payload.login({ collection: 'users', data: { email: u.email, password: u.password } })
    expect(ok.user?.email).toBe(u.email)
  })

  it('a 5ª senha errada bloqueia por 15 minutos, mesmo com a senha certa; depois libera', async () => {
    const payload = await getTestPayload()
    const u = await createStaffUser(['editor'])
    for (let i = 0; i < 5; i++) {
      await expect(payload.login({ collection: 'users', data: { email: u.email, password: 'errada' } })).rejects.toThrow(AuthenticationError)
    }
    const antes = Date.now()
    await expect(payload.login({ collection: 'users', data: { email: u.email, password: u.password } })).rejects.toThrow(LockedAuth)
    const bloqueado = await payload.findByID({ collection: 'users', id: u.id, overrideAccess: true, showHiddenFields: true })
    const ate = new Date(bloqueado.lockUntil!).getTime()
    // 15 minutes from the 5th failure (a few seconds of slack for the test itself).
    expect(ate - antes).toBeGreaterThan(15 * 60_000 - 5_000)
    expect(ate - antes).toBeLessThanOrEqual(15 * 60_000)
    // When the 15 minutes have passed, the right password works again.
    await payload.update({ collection: 'users', id: u.id, data: { lockUntil: new Date(Date.now() - 1000).toISOString() }, overrideAccess: true })
    const ok = await payload.login({ collection: 'users', data: { email: u.email, password: u.password } })
    expect(ok.user?.email).toBe(u.email)
  })
})

/** Calls Payload's REST API in process, as the back-office's browser would. */
async function rest(metodo: string, caminho: string, init: { headers?: Record<string, string>; corpo?: unknown } = {}) {
  const request = new Request(`http://localhost:3000/api${caminho}`, {
    method: metodo,
    headers: { ...init.headers, ...(init.corpo === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: init.corpo === undefined ? undefined : JSON.stringify(init.corpo),
  })
  return handleEndpoints({ config, path: new URL(request.url).pathname, request })
}

describe('usuários: política de senha na própria coleção', () => {
  it('recusa criar conta com 11 caracteres, com a mensagem no campo senha; aceita 12', async () => {
    const payload = await getTestPayload()
    const admin = await createStaffUser(['admin'])
    const tentativa = payload.create({ collection: 'users', data: { email: 'curta@x.com', password: 'Abcdefgh-12', nome: 'Curta', roles: ['editor'] }, ...asUser(admin) })
    await expect(tentativa).rejects.toThrow(ValidationError)
    await expect(tentativa).rejects.toMatchObject({ data: { errors: [{ path: 'password', message: 'A senha deve ter pelo menos 12 caracteres.' }] } })
    const ok = await payload.create({ collection: 'users', data: { email: 'longa@x.com', password: 'Abcdefgh-123', nome: 'Longa', roles: ['editor'] }, ...asUser(admin) })
    expect(ok.email).toBe('longa@x.com')
  })

  it('vale também para quem troca a própria senha pela API e para o create-admin', async () => {
    const payload = await getTestPayload()
    const u = await createStaffUser(['editor'])
    const resposta = await rest('PATCH', `/users/${u.id}`, { headers: authHeaders(await loginToken(u)), corpo: { password: 'curta-123' } })
    expect(resposta.status).toBe(400)
    expect(JSON.stringify(await resposta.json())).toContain('A senha deve ter pelo menos 12 caracteres.')
    // The old password still works: nothing was saved.
    expect((await payload.login({ collection: 'users', data: { email: u.email, password: u.password } })).user?.id).toBe(u.id)
    // create-admin writes with access overridden and its context flag: the policy still holds.
    await expect(
      payload.create({ collection: 'users', data: { email: 'adm@x.com', password: 'senha-fraca', nome: 'Adm', roles: ['admin'] }, overrideAccess: true, context: { criarAdministrador: true } }),
    ).rejects.toThrow(ValidationError)
  })
})

describe('usuários: limites da sessão', () => {
  it('expira após 30 minutos sem uso (a validade do token, renovada enquanto o back-office é usado)', async () => {
    const payload = await getTestPayload()
    expect(SESSAO_OCIOSA_SEGUNDOS).toBe(30 * 60)
    expect(payload.collections.users.config.auth.tokenExpiration).toBe(SESSAO_OCIOSA_SEGUNDOS)
    const u = await createStaffUser(['editor'])
    const { exp } = await payload.login({ collection: 'users', data: { email: u.email, password: u.password } })
    expect(exp! - Date.now() / 1000).toBeGreaterThan(30 * 60 - 5)
    expect(exp! - Date.now() / 1000).toBeLessThanOrEqual(30 * 60)
  })

  it('renova a sessão de hoje, mas não a iniciada há mais de 10 horas', async () => {
    const payload = await getTestPayload()
    const u = await createStaffUser(['editor'])
    const token = await loginToken(u)
    expect((await rest('POST', '/users/refresh-token', { headers: authHeaders(token) })).status).toBe(200)

    // The same session, as if signed in 10 hours and a minute ago (and used ever since).
    const conta = await payload.db.findOne<{ id: number | string; sessions: { id: string; createdAt: string; expiresAt: string }[] }>({ collection: 'users', where: { id: { equals: u.id } } })
    const antiga = new Date(Date.now() - SESSAO_ABSOLUTA_MS - 60_000).toISOString()
    await payload.db.updateOne({ collection: 'users', id: u.id, data: { sessions: conta!.sessions.map((s) => ({ ...s, createdAt: antiga })) } })
    const recusada = await rest('POST', '/users/refresh-token', { headers: authHeaders(token) })
    expect(recusada.status).toBe(401)
    expect(await recusada.json()).toMatchObject({ errors: [{ message: 'Sua sessão expirou. Entre novamente.' }] })
  })
})

describe('usuários: origem das requisições com o cookie da sessão', () => {
  it('a lista de origens aceitas nunca é vazia: só o próprio site', async () => {
    const payload = await getTestPayload()
    expect(payload.config.csrf).toEqual([env().siteUrl])
  })

  it('o cookie enviado por outro site não autentica; pelo próprio site, sim', async () => {
    const payload = await getTestPayload()
    const u = await createStaffUser(['editor'])
    const cookie = `${payload.config.cookiePrefix}-token=${await loginToken(u)}`
    const deFora = await payload.auth({ headers: new Headers({ Cookie: cookie, Origin: 'https://atacante.example' }) })
    expect(deFora.user).toBeNull()
    const daCasa = await payload.auth({ headers: new Headers({ Cookie: cookie, Origin: env().siteUrl }) })
    expect(daCasa.user?.id).toBe(u.id)
  })
})
