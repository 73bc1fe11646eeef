import type { Payload } from 'payload'

/**
 * SQLite: writes of this process take turns, and each connection waits for
 * other processes' locks instead of failing at once.
 *
 * The driver (@libsql/client) hands its current connection to a transaction
 * and opens a fresh one for what comes next, without the busy timeout Payload
 * set on the first; and its calls block the thread. Two writes at the same
 * moment (two form submissions) then fail with SQLITE_BUSY, measured: 9 of 10
 * simultaneous creates failed. SQLite has one writer anyway, so here a write
 * transaction holds the turn from BEGIN to COMMIT/ROLLBACK, and a write outside
 * a transaction (Payload's document locks) for its one statement. Every
 * connection gets the busy timeout, for a script writing to the same file
 * (npm run seed, create-admin).
 */
interface ClienteLibsql {
  execute(sql: unknown): Promise<unknown>
}

type Id = string | number

const ESCRITA = /^\s*(insert|update|delete|replace|create|drop|alter)\b/i

function textoDoComando(comando: unknown): string {
  if (typeof comando === 'string') return comando
  if (comando && typeof comando === 'object' && 'sql' in comando && typeof comando.sql === 'string') return comando.sql
  return ''
}

/**
 * A queue of turns: `vez()` waits for the turn and answers the function that ends it
 * (at most esperaMs: a write nested in a transaction without its req would wait for ever).
 */
function filaDeVez(esperaMs: number): () => Promise<() => void> {
  let fila: Promise<void> = Promise.resolve()
  return async function vez(): Promise<() => void> {
    let fim!: () => void
    const anterior = fila
    fila = new Promise<void>((resolve) => {
      fim = resolve
    })
    await Promise.race([anterior, new Promise((r) => setTimeout(r, esperaMs))])
    return fim
  }
}

export function serializarTransacoes(payload: Payload, esperaMs: number): void {
  const db = payload.db
  const cliente = (db as unknown as { client?: ClienteLibsql }).client
  if (!cliente || (db as unknown as { pool?: unknown }).pool) return

  const vez = filaDeVez(esperaMs)

  const executar = cliente.execute.bind(cliente)
  const comEspera = () => executar(`PRAGMA busy_timeout = ${esperaMs}`)
  cliente.execute = async (comando: unknown) => {
    if (!ESCRITA.test(textoDoComando(comando))) return executar(comando)
    const fim = await vez()
    try {
      return await executar(comando)
    } finally {
      fim()
    }
  }

  const liberar = new Map<Id, () => void>()
  const begin = db.beginTransaction.bind(db)
  const commit = db.commitTransaction.bind(db)
  const rollback = db.rollbackTransaction.bind(db)

  db.beginTransaction = async (opcoes) => {
    const fim = await vez()
    try {
      // The connection the transaction takes, then the fresh one the driver opens after it.
      await comEspera()
      const id = await begin(opcoes)
      await comEspera()
      if (id === null || id === undefined) fim()
      else liberar.set(id, fim)
      return id
    } catch (erro) {
      fim()
      throw erro
    }
  }
  type IdDaTransacao = Parameters<typeof commit>[0]
  const terminar = async (id: IdDaTransacao, acao: (id: IdDaTransacao) => Promise<void>) => {
    try {
      await acao(id)
    } finally {
      const chave: Id = await id
      liberar.get(chave)?.()
      liberar.delete(chave)
    }
  }
  db.commitTransaction = (id) => terminar(id, commit)
  db.rollbackTransaction = (id) => terminar(id, rollback)
}
