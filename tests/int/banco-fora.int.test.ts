import { describe, expect, it } from 'vitest'

import { GET as porPerfil } from '@/app/(contract)/fas/produtos/perfil/findProdutoByPerfil/[perfil]/route'
import { saudeDoBanco } from '@/server/plataforma/saude'

import { getTestPayload } from './helpers'

/**
 * The database goes away and comes back (PostgreSQL: connections to this test's
 * database are refused and the open ones cut). Meanwhile the legacy call answers
 * 503 with a message and the health check says so; afterwards both recover in
 * the same process, with no restart. Before sobreviverAQuedaDoBanco (server/plataforma/database.ts)
 * the cut connections raised an unhandled pool 'error' here, which ends a Node process.
 */
const postgres = Boolean(process.env.TEST_DATABASE_URL)

const listar = () =>
  porPerfil(new Request('http://t/fas/produtos/perfil/findProdutoByPerfil/AGRO'), { params: Promise.resolve({ perfil: 'AGRO' }) })

describe.runIf(postgres)('banco de dados fora do ar e de volta', () => {
  it('503 durante a queda, 200 depois, sem reiniciar', async () => {
    const payload = await getTestPayload()
    await payload.create({ collection: 'produtos', data: { titulo: 'Custeio agrícola', perfil: 'AGRO', resumo: 'r', _status: 'published' }, overrideAccess: true })
    expect(await saudeDoBanco()).toBe(true)
    expect((await listar()).status).toBe(200)

    const { default: pg } = await import('pg')
    const url = new URL(process.env.DATABASE_URL!)
    const nome = url.pathname.slice(1)
    url.pathname = '/postgres'
    const admin = new pg.Client({ connectionString: url.toString() })
    await admin.connect()
    try {
      await admin.query(`ALTER DATABASE "${nome}" WITH ALLOW_CONNECTIONS false`)
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [nome])

      expect(await saudeDoBanco()).toBe(false)
      const fora = await listar()
      expect(fora.status).toBe(503)
      expect(await fora.json()).toEqual({ message: 'Serviço temporariamente indisponível. Tente novamente em alguns minutos.' })
    } finally {
      await admin.query(`ALTER DATABASE "${nome}" WITH ALLOW_CONNECTIONS true`)
      await admin.end()
    }

    expect(await saudeDoBanco()).toBe(true)
    const volta = await listar()
    expect(volta.status).toBe(200)
    expect(((await volta.json()) as { titulo: string }[]).map((p) => p.titulo)).toEqual(['Custeio agrícola'])
  })
})
