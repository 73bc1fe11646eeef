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
    ).rejects.toThrow()
    expect((await payload.count({ collection: 'users', overrideAccess: true })).totalDocs).toBe(0)
  })

  it('um visitante anônimo não lê nem cria contas', async () => {
    const payload = await getTestPayload()
    await expect(payload.find({ collection: 'users', ...anonymous })).rejects.toThrow()
    await expect(
      payload.create({ collection: 'users', data: { email: 'a@x.com', password: 'Senha-muito-longa-1', nome: 'A', roles: ['editor'] }, ...anonymous }),
    ).rejects.toThrow()
  })

  it.each(['editor', 'comercial', 'ouvidoria', 'integridade', 'cadastro'] as Role[])('%s vê só a própria conta, não cria contas nem aumenta os próprios papéis', async (papel) => {
    const payload = await getTestPayload()
    const editor = await createStaffUser([papel])
    const outro = await createStaffUser(['admin'])
    const vistos = await payload.find({ collection: 'users', ...asUser(editor) })
    expect(vistos.docs.map((u) => u.id)).toEqual([editor.id])
    await expect(payload.findByID({ collection: 'users', id: outro.id, ...asUser(editor) })).rejects.toThrow()
    await expect(payload.delete({ collection: 'users', id: outro.id, ...asUser(editor) })).rejects.toThrow()
    await expect(
      payload.create({ collection: 'users', data: { email: 'b@x.com', password: 'Senha-muito-longa-1', nome: 'B', roles: ['admin'] }, ...asUser(editor) }),
    ).rejects.toThrow()
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

  it('bloqueia o login após 5 senhas erradas, mesmo com a senha certa depois', async () => {
    const payload = await getTestPayload()
    const u = await createStaffUser(['editor'])
    for (let i = 0; i < 5; i++) {
      await expect(payload.login({ collection: 'users', data: { email: u.email, password: 'errada' } })).rejects.toThrow()
    }
    await expect(payload.login({ collection: 'users', data: { email: u.email, password: u.password } })).rejects.toThrow(/bloquead|locked/i)
  })
})
