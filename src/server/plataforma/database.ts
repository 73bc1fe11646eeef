import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { Config, Migration, Payload } from 'payload'

import { migrations as migracoesPostgres } from '@/migrations/postgres'
import { migrations as migracoesSqlite } from '@/migrations/sqlite'

import { env } from './env'
import { erroComCodigo } from './falha-na-partida'
import { logger } from './log'

/**
 * The database adapter: a SQLite file by default, PostgreSQL when DATABASE_URL
 * is a postgres:// URL. Schema changes go only through committed migrations
 * (push is off), which onInit applies at every start (see payload.config.ts).
 */
export function databaseAdapter(): Config['db'] {
  const e = env()
  if (e.isPostgres) {
    return postgresAdapter({
      pool: { connectionString: e.databaseUrl, max: 10 },
      push: false,
      migrationDir: 'src/migrations/postgres',
      // Seeded products keep the ids the spec names (e.g. municipality 48).
      allowIDOnCreate: true,
    })
  }
  return sqliteAdapter({
    client: { url: e.databaseUrl },
    wal: true,
    busyTimeout: 5000,
    transactionOptions: {},
    push: false,
    migrationDir: 'src/migrations/sqlite',
    allowIDOnCreate: true,
  })
}

/** The migrations for the configured database, applied at every start (no-op when current). */
export function migracoes(): Migration[] {
  // The generated files type their arguments per adapter; Payload's list takes any adapter's.
  return (env().isPostgres ? migracoesPostgres : migracoesSqlite) as unknown as Migration[]
}

/**
 * PostgreSQL: a connection the server drops (restart, failover, an administrator
 * ending sessions) makes the pool emit 'error' for its idle clients; with no
 * listener, Node ends the process. Logged instead: the pool opens new connections
 * on the next query, so the site answers 503 meanwhile and recovers by itself.
 */
export function sobreviverAQuedaDoBanco(payload: Payload): void {
  const pool = (payload.db as unknown as { pool?: { on(evento: 'error', fn: (erro: Error) => void): void } }).pool
  pool?.on('error', (erro) => logger().warn({ err: erro }, 'conexão com o PostgreSQL perdida; o pool reconecta no próximo uso'))
}

interface Consultavel {
  query(sql: string): Promise<{ rows: Record<string, unknown>[] }>
}

/**
 * PostgreSQL, before migrating: a role without CREATE on its schema would fail inside the first
 * pending migration, and Payload would log that migration's whole SQL (~40 KB) and exit. Checked
 * first, it fails as 42501 with a one-line diagnosis (falha-na-partida.ts). Only when a migration is
 * pending: a role that only reads and writes serves an up-to-date database.
 */
export async function conferirPermissaoDeMigrar(payload: Payload): Promise<void> {
  const pool = (payload.db as unknown as { pool?: Consultavel }).pool
  if (!env().isPostgres || !pool) return
  const { rows: tabela } = await pool.query("SELECT to_regclass('payload_migrations') IS NOT NULL AS existe")
  const aplicadas = new Set<unknown>()
  if (tabela[0]?.existe === true) for (const r of (await pool.query('SELECT name FROM payload_migrations')).rows) aplicadas.add(r.name)
  if (migracoes().every((m) => aplicadas.has(m.name))) return
  const { rows } = await pool.query("SELECT coalesce(has_schema_privilege(current_user, current_schema(), 'CREATE'), false) AS pode")
  if (rows[0]?.pode !== true) throw erroComCodigo('sem permissão CREATE no schema para aplicar as migrações', '42501')
}
