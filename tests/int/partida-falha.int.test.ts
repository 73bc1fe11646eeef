import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { conferirPermissaoDeMigrar } from '@/server/plataforma/database'
import { diagnosticarPartida } from '@/server/plataforma/falha-na-partida'

/**
 * A start that cannot succeed says why in one line (issue 33), from the errors a real PostgreSQL
 * gives: a refused password, a host that does not resolve, a missing extension, a role that may
 * not create tables where the migrations must; a server that refuses connections is retried.
 */
const postgres = process.env.TEST_DATABASE_URL

describe.runIf(postgres)('partida que falha no PostgreSQL: causa e correção numa linha', () => {
  const erroAoConectar = async (url: string): Promise<unknown> => {
    const { default: pg } = await import('pg')
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 })
    try {
      await c.connect()
      return null
    } catch (e) {
      return e
    } finally {
      await c.end().catch(() => {})
    }
  }

  it('senha errada, host que não existe: definitivos; porta que recusa: nova tentativa', async () => {
    const senhaErrada = new URL(postgres!)
    senhaErrada.password = 'senha-errada'
    const d1 = diagnosticarPartida(await erroAoConectar(senhaErrada.toString()), senhaErrada.toString())
    expect(d1.definitivo).toBe(true)
    expect(d1.mensagem).toMatch(/^O PostgreSQL recusou o usuário "[^"]+" ou a senha \(DATABASE_URL\)/)
    expect(d1.mensagem).not.toContain('senha-errada')

    const semHost = new URL(postgres!)
    semHost.hostname = 'banco-que-nao-existe.invalid'
    const d2 = diagnosticarPartida(await erroAoConectar(semHost.toString()), semHost.toString())
    expect(d2).toEqual({ definitivo: true, mensagem: `O endereço do banco "banco-que-nao-existe.invalid:${semHost.port}" não foi encontrado (DNS): corrija o host em DATABASE_URL.` })

    const recusa = new URL(postgres!)
    recusa.port = '1'
    const d3 = diagnosticarPartida(await erroAoConectar(recusa.toString()), recusa.toString())
    expect(d3.definitivo).toBe(false)
    expect(d3.mensagem).toMatch(/não aceita conexões \(ECONNREFUSED\)/)
  })

  it('extensão ausente: definitiva, nomeando a extensão', async () => {
    const { default: pg } = await import('pg')
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await c.connect()
    const erro = await c.query('CREATE EXTENSION extensao_que_nao_existe').then(() => null, (e: unknown) => e)
    await c.end()
    const d = diagnosticarPartida(erro, process.env.DATABASE_URL!)
    expect(d.definitivo).toBe(true)
    expect(d.mensagem).toMatch(/^A extensão "extensao_que_nao_existe" do PostgreSQL não está instalada/)
  })

  it('um usuário sem CREATE no schema em uso, com migrações pendentes: 42501 antes de migrar, e a linha diz o GRANT', async () => {
    const { default: pg } = await import('pg')
    // The schema in use is pg_catalog, where no ordinary role may create: the same refusal a role
    // without CREATE on public meets.
    const url = new URL(process.env.DATABASE_URL!)
    url.searchParams.set('options', '-c search_path=pg_catalog')
    const pool = new pg.Pool({ connectionString: url.toString(), max: 1 })
    try {
      const erro = await conferirPermissaoDeMigrar({ db: { pool } } as unknown as Payload).then(() => null, (e: unknown) => e)
      expect((erro as { code?: string } | null)?.code).toBe('42501')
      const d = diagnosticarPartida(erro, process.env.DATABASE_URL!)
      expect(d.definitivo).toBe(true)
      expect(d.mensagem).toMatch(/não tem permissão de criar tabelas .* GRANT CREATE ON SCHEMA public TO "[^"]+";/)
    } finally {
      await pool.end()
    }
  })
})
