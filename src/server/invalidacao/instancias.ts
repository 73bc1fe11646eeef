import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { conteudoAlterado } from '../cache/versao-conteudo'
import { logger } from '../log'

/**
 * Tells the other server instances sharing the database that published content
 * changed, so each drops its page cache within a second.
 *
 * - PostgreSQL: NOTIFY on a channel every instance LISTENs to (no new component).
 *   A lost listening connection is reopened, and the cache dropped, since a
 *   notification may have been missed meanwhile.
 * - SQLite: one server per file, but a script (npm run seed) may write to it:
 *   `PRAGMA data_version` changes when another connection commits, polled once a second.
 */
const CANAL = 'fomento_conteudo'
const INSTANCIA = randomUUID()

interface ClientePg {
  query(sql: string, params?: unknown[]): Promise<unknown>
  on(evento: 'notification', fn: (msg: { channel: string; payload?: string }) => void): void
  on(evento: 'error' | 'end', fn: (erro?: Error) => void): void
  release(erro?: Error | boolean): void
}
interface PoolPg {
  connect(): Promise<ClientePg>
  query(sql: string, params?: unknown[]): Promise<unknown>
}
interface ClienteSqlite {
  execute(sql: string): Promise<{ rows: ArrayLike<Record<string, unknown>> }>
}

const poolDe = (payload: Payload) => (payload.db as unknown as { pool?: PoolPg }).pool
const clienteSqliteDe = (payload: Payload) => (payload.db as unknown as { client?: ClienteSqlite }).client

/** Notifies the other instances (PostgreSQL); a failure only delays them until their next reconnect. */
export async function avisarOutrasInstancias(payload: Payload): Promise<void> {
  const pool = poolDe(payload)
  if (!pool) return
  try {
    await pool.query('SELECT pg_notify($1, $2)', [CANAL, INSTANCIA])
  } catch (erro) {
    logger().warn({ err: erro }, 'não foi possível avisar as outras instâncias da mudança de conteúdo')
  }
}

/** Starts listening for changes made by other instances or processes. */
export function ouvirOutrasInstancias(payload: Payload): void {
  const pool = poolDe(payload)
  if (pool) return void escutarPostgres(pool, 0)
  const cliente = clienteSqliteDe(payload)
  if (cliente) vigiarSqlite(cliente)
}

async function escutarPostgres(pool: PoolPg, tentativa: number): Promise<void> {
  const reabrir = () => setTimeout(() => void escutarPostgres(pool, tentativa + 1), Math.min(30_000, 500 * 2 ** tentativa)).unref()
  let cliente: ClientePg
  try {
    cliente = await pool.connect()
  } catch {
    return void reabrir()
  }
  let aberto = true
  const perdido = (erro?: Error) => {
    if (!aberto) return
    aberto = false
    cliente.release(erro ?? true)
    logger().warn('conexão de aviso de conteúdo perdida; reabrindo')
    reabrir()
  }
  cliente.on('error', perdido)
  cliente.on('end', perdido)
  cliente.on('notification', (msg) => {
    if (msg.channel === CANAL && msg.payload !== INSTANCIA) conteudoAlterado()
  })
  try {
    await cliente.query(`LISTEN ${CANAL}`)
    // Anything published while this connection was down is unknown: start clean.
    if (tentativa > 0) conteudoAlterado()
    tentativa = 0
  } catch (erro) {
    perdido(erro as Error)
  }
}

function vigiarSqlite(cliente: ClienteSqlite): void {
  let ultima: unknown
  const ler = async () => {
    try {
      const r = await cliente.execute('PRAGMA data_version')
      const v = r.rows[0] ? Object.values(r.rows[0])[0] : undefined
      if (ultima !== undefined && v !== ultima) conteudoAlterado()
      ultima = v
    } catch {
      // The file is unreachable: the pages answer 503 meanwhile; nothing to invalidate.
    }
  }
  void ler()
  setInterval(() => void ler(), 1000).unref()
}
