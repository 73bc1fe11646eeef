import { Forbidden } from 'payload'
import { describe, expect, it } from 'vitest'
import { anonymous, asUser, createStaffUser, getTestPayload } from './helpers'

describe('harness de integração: banco novo por arquivo', () => {
  it('começa sem usuários', async () => {
    const payload = await getTestPayload()
    const { totalDocs } = await payload.find({ collection: 'users', overrideAccess: true })
    expect(totalDocs).toBe(0)
  })

  it('cria um servidor com papéis e aplica o controle de acesso como ele e como visitante', async () => {
    const payload = await getTestPayload()
    const editor = await createStaffUser(['editor'])
    const admin = await createStaffUser(['admin'])
    expect(editor.roles).toEqual(['editor'])

    // A staff member who is not an administrator sees only their own account...
    const comoEditor = await payload.find({ collection: 'users', ...asUser(editor) })
    expect(comoEditor.docs.map((u) => u.id)).toEqual([editor.id])
    // ...an administrator sees every account, and a visitor none.
    const comoAdmin = await payload.find({ collection: 'users', ...asUser(admin) })
    expect(comoAdmin.totalDocs).toBe(2)
    await expect(payload.find({ collection: 'users', ...anonymous })).rejects.toThrow(Forbidden)
  })
})
