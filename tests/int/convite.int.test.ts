import config from '@payload-config'
import { handleEndpoints } from 'payload'
import { describe, expect, it } from 'vitest'

import { authHeaders, createStaffUser, getTestPayload, loginToken } from './helpers'

/**
 * An administrator invites a person (issue 31): the outbox e-mails a one-time,
 * expiring link to set the password; nobody types or learns it for them.
 */
async function rest(caminho: string, cabecalhos: Record<string, string>, corpo: unknown): Promise<{ status: number; corpo: Record<string, unknown> }> {
  const request = new Request(`http://localhost:3000/api${caminho}`, { method: 'POST', headers: { ...cabecalhos, 'Content-Type': 'application/json' }, body: JSON.stringify(corpo) })
  const r = await handleEndpoints({ config, path: new URL(request.url).pathname, request })
  const texto = await r.text()
  return { status: r.status, corpo: (texto ? JSON.parse(texto) : {}) as Record<string, unknown> }
}

const SENHA_NOVA = 'minha senha nova e longa 2026'

async function convidar(email: string) {
  const admin = await createStaffUser(['admin'])
  return rest('/users/convite', authHeaders(await loginToken(admin)), { nome: 'Pessoa Convidada', email, roles: ['comercial'] })
}

/** The link of the invite e-mail sent to `email`, and its token. */
async function linkDoConvite(email: string): Promise<{ texto: string; token: string }> {
  const payload = await getTestPayload()
  const { docs } = await payload.find({ collection: 'mensagens', where: { para: { equals: email } }, overrideAccess: true, limit: 1 })
  const texto = String(docs[0]?.texto ?? '')
  const token = /\/admin\/reset\/([0-9a-f]+)/.exec(texto)?.[1] ?? ''
  return { texto, token }
}

describe('convite de conta', () => {
  it('the link sets the password once; a second use is refused', async () => {
    const payload = await getTestPayload()
    const email = 'convidada-uma-vez@teste.example'
    const r = await convidar(email)
    expect(r.status).toBe(201)
    const { texto, token } = await linkDoConvite(email)
    expect(texto).toContain('Olá, Pessoa Convidada.')
    expect(texto).toContain(`http://localhost:3000/admin/reset/${token}`)
    expect(texto).toContain('O endereço funciona uma única vez, até ')
    expect(token).toMatch(/^[0-9a-f]{40}$/)
    const conta = await payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })
    expect(conta.docs[0]?.roles).toEqual(['comercial'])

    const primeira = await payload.resetPassword({ collection: 'users', data: { token, password: SENHA_NOVA }, overrideAccess: true })
    expect(primeira.user).toBeTruthy()
    const entrou = await payload.login({ collection: 'users', data: { email, password: SENHA_NOVA } })
    expect(entrou.user?.email).toBe(email)
    await expect(payload.resetPassword({ collection: 'users', data: { token, password: 'outra senha qualquer 2026' }, overrideAccess: true })).rejects.toThrow()
  }, 60_000)

  it('an expired link is refused; only administrators invite; an e-mail already in use is refused', async () => {
    const payload = await getTestPayload()
    const email = 'convidada-atrasada@teste.example'
    expect((await convidar(email)).status).toBe(201)
    const { token } = await linkDoConvite(email)
    const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true, showHiddenFields: true })
    const expira = new Date(String((docs[0] as { resetPasswordExpiration?: string }).resetPasswordExpiration)).getTime()
    expect(expira - Date.now()).toBeGreaterThan(71.9 * 3600_000)
    expect(expira - Date.now()).toBeLessThanOrEqual(72 * 3600_000)
    await payload.update({ collection: 'users', id: docs[0]!.id, data: { resetPasswordExpiration: new Date(Date.now() - 1000).toISOString() }, overrideAccess: true })
    await expect(payload.resetPassword({ collection: 'users', data: { token, password: SENHA_NOVA }, overrideAccess: true })).rejects.toThrow()

    expect((await convidar(email)).corpo).toEqual({ errors: [{ message: 'Já existe uma conta com este e-mail.' }] })
    const editor = await createStaffUser(['editor'])
    const recusado = await rest('/users/convite', authHeaders(await loginToken(editor)), { nome: 'X', email: 'x@teste.example', roles: ['admin'] })
    expect(recusado).toEqual({ status: 403, corpo: { errors: [{ message: 'Apenas administradores convidam pessoas.' }] } })
  }, 60_000)
})
