import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'

import type { Payload } from 'payload'

import { marcadorDoBanco } from '../../plataforma/cache/marcador-sqlite'
import { conteudoAlterado } from '../../plataforma/cache/versao-conteudo'
import { env } from '../../plataforma/env'
import { logger } from '../../plataforma/log'

/**
 * Tells the other server instances sharing the database that published content
 * changed, so each drops its page cache within a second.
 *
 * - PostgreSQL: NOTIFY on a channel every instance LISTENs to (no new component).
 *   A lost listening connection is reopened, and the cache dropped, since a
 *   notification may have been missed meanwhile.
 * - SQLite: one server per file, but a script (npm run seed) may publish into it.
 *   A process whose public content changed writes a marker file beside the
 *   database (`site.db.conteudo`) after the commit; the server reads it once a
 *   second and drops its cache when it moved. Only public content moves it: the
 *   server's own writes that are not (the scheduled jobs every minute, a form
 *   sent, a login, the access counter) leave the cache alone. Before, any change
 *   to the database's files dropped it, so the cache lived a minute at most.
 *   (`PRAGMA data_version` cannot serve: the driver opens a new connection after
 *   each transaction, and the value is per connection.) A write that bypasses
 *   Payload (SQL typed into the file by hand) is not seen: a publish or a restart is.
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

const poolDe = (payload: Payload) => (payload.db as unknown as { pool?: PoolPg }).pool

/** How many notices this process wrote to the SQLite marker: each write differs from the last. */
let avisos = 0

/** Notifies the other instances and processes; a failure only delays them (until their next reconnect, or the next publish). */
export async function avisarOutrasInstancias(payload: Payload): Promise<void> {
  const pool = poolDe(payload)
  try {
    if (pool) await pool.query('SELECT pg_notify($1, $2)', [CANAL, INSTANCIA])
    else {
      const marcador = marcadorSqlite()
      if (marcador) await fs.writeFile(marcador, `${INSTANCIA} ${++avisos}\n`)
    }
  } catch (erro) {
    logger().warn({ err: erro }, 'não foi possível avisar as outras instâncias da mudança de conteúdo')
  }
}
/** The SQLite marker's path, beside the database file; none for PostgreSQL or a database in memory. */
function marcadorSqlite(): string | undefined {
  const arquivo = env().databaseUrl.replace(/^file:/, '')
  return arquivo !== env().databaseUrl && arquivo !== ':memory:' ? marcadorDoBanco(arquivo) : undefined
}

/** Starts listening for changes made by other instances or processes. */
export function ouvirOutrasInstancias(payload: Payload): void {
  const pool = poolDe(payload)
  if (pool) return void escutarPostgres(pool, 0)
  const marcador = marcadorSqlite()
  if (marcador) vigiarMarcador(marcador)
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

/**
 * Reads the SQLite marker once a second: any change since the last reading is another process's
 * publish (or this one's, already applied: the cache is dropped once more, harmlessly).
 */
function vigiarMarcador(marcador: string): void {
  let ultima: string | undefined
  const ler = async () => {
    const atual = await fs.readFile(/*turbopackIgnore: true*/ marcador, 'utf8').catch(() => '')
    if (ultima !== undefined && atual !== ultima) conteudoAlterado()
    ultima = atual
  }
  void ler()
  setInterval(() => void ler(), 1000).unref()
}
