import { AuthenticationError, Forbidden, LockedAuth, NotFound } from 'payload'
import { describe, expect, it } from 'vitest'

import type { Role } from '@/access/roles'

import { anonymous, asUser, createStaffUser, getTestPayload } from './helpers'

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
