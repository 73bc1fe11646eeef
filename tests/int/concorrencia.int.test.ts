import { describe, expect, it } from 'vitest'

import { getTestPayload } from './helpers'

/**
 * Visitors submit at the same moment: every write must land. On SQLite the
 * driver failed 9 of 10 simultaneous creates with SQLITE_BUSY before write
 * transactions took turns (src/server/plataforma/sqlite-transacoes.ts).
 */
describe('escritas simultâneas', () => {
  it('20 criações ao mesmo tempo são todas gravadas', async () => {
    const payload = await getTestPayload()
    const titulos = Array.from({ length: 20 }, (_, i) => `Linha simultânea ${i}`)
    const r = await Promise.allSettled(
      titulos.map((titulo) =>
        payload.create({ collection: 'produtos', data: { titulo, perfil: 'AGRO', resumo: 'Resumo.', _status: 'published' }, overrideAccess: true }),
      ),
    )
    expect(r.flatMap((x) => (x.status === 'rejected' ? [String(x.reason)] : []))).toEqual([])
    const { totalDocs } = await payload.count({ collection: 'produtos', where: { titulo: { like: 'Linha simultânea' } }, overrideAccess: true })
    expect(totalDocs).toBe(20)
  })

  it('uma transação desfeita não trava as seguintes', async () => {
    const payload = await getTestPayload()
    // Invalid (no perfil): its transaction is rolled back.
    await expect(
      payload.create({ collection: 'produtos', data: { titulo: 'Sem perfil', resumo: 'r' } as never, overrideAccess: true }),
    ).rejects.toThrow(/Perfil/)
    const ok = await payload.create({ collection: 'produtos', data: { titulo: 'Depois do erro', perfil: 'ICS', resumo: 'r', _status: 'published' }, overrideAccess: true })
    expect(ok.titulo).toBe('Depois do erro')
  })

  it.runIf(!process.env.TEST_DATABASE_URL)('SQLite: uma escrita fora de transação (trava de documento do Payload) espera a transação aberta', async () => {
    const payload = await getTestPayload()
    const cliente = (payload.db as unknown as { client: { execute(sql: string): Promise<unknown> } }).client
    const id = await payload.db.beginTransaction()
    // The transaction writes, so it holds SQLite's write lock until it commits.
    await payload.create({
      collection: 'produtos',
      data: { titulo: 'Na transação', perfil: 'PUB', resumo: 'r', _status: 'published' },
      overrideAccess: true,
      req: { transactionID: id! },
    })
    const apagar = cliente.execute('DELETE FROM payload_locked_documents WHERE 0')
    await new Promise((r) => setTimeout(r, 100))
    await payload.db.commitTransaction(id!)
    await expect(apagar).resolves.toBeDefined()
  })
})
