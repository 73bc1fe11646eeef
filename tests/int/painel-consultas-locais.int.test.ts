import { createLocalReq } from 'payload'
import { describe, expect, it } from 'vitest'

import { EntradaInvalida } from '@/server/borda/rest/entradas'

import { createStaffUser, getTestPayload } from './helpers'

/**
 * The back-office's own views call the Local API while they render; what the REST input checks
 * (src/server/borda/rest/entradas.ts) refuse there failed the render (issue 33: GET /admin/account as a
 * signed-in role answered 500). These are the views' calls, with the same arguments and a `req`
 * built as the views' (Payload's createLocalReq, the address's query on it).
 */
async function reqDoPainel(query: Record<string, unknown>) {
  const payload = await getTestPayload()
  const conta = await createStaffUser(['ouvidoria', 'comercial'])
  const user = { ...(await payload.findByID({ collection: 'users', id: conta.id, depth: 0, overrideAccess: true })), collection: 'users' as const }
  return { payload, user, req: await createLocalReq({ user, req: { query } }, payload) }
}

describe('telas do painel: as consultas locais que fazem ao montar a página', () => {
  it('Minha conta (e toda tela de documento): a verificação de bloqueio do documento, que filtra com uma Date, responde', async () => {
    for (const query of [{}, { draft: 'true' }, { where: { titulo: { near: '1,2' } } }]) {
      const { payload, user, req } = await reqDoPainel(query)
      // node_modules/@payloadcms/next/dist/views/Document/getIsLocked.js, as the Account view calls it.
      const { docs } = await payload.find({
        collection: 'payload-locked-documents',
        depth: 1,
        overrideAccess: false,
        req,
        where: { and: [{ 'document.value': { equals: user.id } }, { 'document.relationTo': { equals: 'users' } }, { updatedAt: { greater_than: new Date(Date.now() - 300_000) } }] },
      })
      expect(docs, JSON.stringify(query)).toEqual([])
    }
  })

  it('lista: page e limit fora da faixa (do endereço ou da preferência salva) dão a primeira página com o limite padrão', async () => {
    const { payload, user, req } = await reqDoPainel({ page: '-1', limit: '-1' })
    // The List view's find (node_modules/@payloadcms/next/dist/views/List/index.js) with page -1 from the address and limit -1 from the preference.
    const r = await payload.find({ collection: 'noticias', depth: 0, draft: true, limit: -1, page: -1, overrideAccess: false, req, user })
    expect({ page: r.page, limit: r.limit }).toEqual({ page: 1, limit: 10 })
    const fundo = await payload.find({ collection: 'noticias', depth: 99, overrideAccess: false, req, user, limit: 1 })
    expect(fundo.limit).toBe(1)
  })

  it('um filtro ilegível numa chamada local segue recusado (deixá-lo de fora alargaria a consulta)', async () => {
    const { payload, user, req } = await reqDoPainel({})
    await expect(payload.find({ collection: 'noticias', overrideAccess: false, req, user, where: { id: { equals: 'abc' } } })).rejects.toBeInstanceOf(EntradaInvalida)
  })
})
