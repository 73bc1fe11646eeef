import { createLocalReq, Forbidden, registerFirstUserOperation } from 'payload'
import { describe, expect, it } from 'vitest'

import { getTestPayload } from './helpers'

/**
 * On an empty site (this file's own database: no account at all) nobody becomes
 * administrator by reaching /admin first: the first account comes only from
 * `npm run create-admin`. Checked before any other test could create a user.
 */
describe('primeiro usuário num banco vazio', () => {
  it('o cadastro do primeiro usuário (a tela aberta do Payload) é recusado e nada é gravado', async () => {
    const payload = await getTestPayload()
    expect((await payload.count({ collection: 'users', overrideAccess: true })).totalDocs).toBe(0)
    const req = await createLocalReq({}, payload)
    await expect(
      registerFirstUserOperation({
        collection: payload.collections.users,
        data: { email: 'intruso@invasor.com', password: 'Senha-muito-longa-123', nome: 'Intruso', roles: ['admin'] },
        req,
      }),
    ).rejects.toThrow(Forbidden)
    expect((await payload.count({ collection: 'users', overrideAccess: true })).totalDocs).toBe(0)
  })

  it('nem uma criação anônima pela API local com as regras de acesso', async () => {
    const payload = await getTestPayload()
    await expect(
      payload.create({
        collection: 'users',
        data: { email: 'outro@invasor.com', password: 'Senha-muito-longa-123', nome: 'Outro', roles: ['admin'] },
        overrideAccess: false,
      }),
    ).rejects.toThrow(Forbidden)
    expect((await payload.count({ collection: 'users', overrideAccess: true })).totalDocs).toBe(0)
  })
})
