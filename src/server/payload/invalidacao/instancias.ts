import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'

import type { Payload } from 'payload'

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
 * - SQLite: one server per file, but a script (npm run seed) may write to it. Every
 *   commit, from any process, grows or rewrites the write-ahead log: its size and
 *   time, checked once a second, tell. (`PRAGMA data_version` cannot: the driver
 *   opens a new connection after each transaction, and the value is per connection.)
 *   Other writes that are not public content (a login, a form sent) also drop the
 *   cache, at most once a second; the access counter's batches do not
 *   (escritaDesteProcesso).
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
  const arquivo = env().databaseUrl.replace(/^file:/, '')
  if (arquivo !== env().databaseUrl) vigiarSqlite(arquivo)
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

/** The SQLite watcher: what the files looked like at the last check, and how to look again. */
interface Vigia {
  ultima?: string
  assinatura(): Promise<string>
}
let vigia: Vigia | undefined

function vigiarSqlite(arquivo: string): void {
  const arquivos = [`${arquivo}-wal`, arquivo]
  const v: Vigia = {
    assinatura: async () =>
      (await Promise.all(arquivos.map((f) => fs.stat(/*turbopackIgnore: true*/ f).then((st) => `${st.size}:${st.mtimeMs}`, () => '-')))).join('|'),
  }
  vigia = v
  const ler = async () => {
    const atual = await v.assinatura()
    if (v.ultima !== undefined && atual !== v.ultima) conteudoAlterado()
    v.ultima = atual
  }
  void ler()
  setInterval(() => void ler(), 1000).unref()
}

/**
 * Runs a write of this process that is not public content (the access counter's
 * batch, every few seconds while people visit) without the SQLite watcher taking
 * it for another process's change: without this, every batch dropped the whole
 * page cache and the next visitor of each page waited for a new render.
 *
 * The files are looked at before and after the write. Only when nothing had moved
 * before it (no other process's change waiting for the next check) is the new
 * state taken as already seen. A commit by another process within the same
 * milliseconds as this write would be taken for this one, and its pages dropped
 * only at the next change; the processes this watcher is for (the seed, a
 * migration) commit many times in a row.
 */
export async function escritaDesteProcesso<T>(escrever: () => Promise<T>): Promise<T> {
  const v = vigia
  if (!v) return escrever()
  const antes = await v.assinatura()
  const resultado = await escrever()
  if (antes === v.ultima) v.ultima = await v.assinatura()
  return resultado
}
