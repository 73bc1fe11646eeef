import type { Payload } from 'payload'

/**
 * SQLite: write transactions of this process take turns, and each waits for
 * other processes' locks instead of failing at once.
 *
 * The driver (@libsql/client) hands its current connection to a transaction
 * and opens a fresh one for what comes next, without the busy timeout Payload
 * set on the first; and its calls block the thread. Two writes at the same
 * moment (two form submissions) then fail with SQLITE_BUSY, measured: 9 of 10
 * simultaneous creates failed. SQLite has one writer anyway, so transactions
 * queue here; the connection that will run each gets the busy timeout first, for
 * a script writing to the same file (npm run seed, create-admin).
 */
interface ClienteLibsql {
  execute(sql: string): Promise<unknown>
}

type Id = string | number

export function serializarTransacoes(payload: Payload, esperaMs: number): void {
  const db = payload.db
  const cliente = (db as unknown as { client?: ClienteLibsql }).client
  if (!cliente || (db as unknown as { pool?: unknown }).pool) return

  let fila: Promise<void> = Promise.resolve()
  const liberar = new Map<Id, () => void>()

  const begin = db.beginTransaction.bind(db)
  const commit = db.commitTransaction.bind(db)
  const rollback = db.rollbackTransaction.bind(db)

  db.beginTransaction = async (opcoes) => {
    let fim!: () => void
    const vez = fila
    fila = new Promise<void>((resolve) => {
      fim = resolve
    })
    // A transaction opened inside another without its `req` would wait for ever:
    // after the wait it goes ahead, as it did before (and may meet SQLITE_BUSY).
    await Promise.race([vez, new Promise((r) => setTimeout(r, esperaMs))])
    try {
      await cliente.execute(`PRAGMA busy_timeout = ${esperaMs}`)
      const id = await begin(opcoes)
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
