import type { Payload, PayloadRequest } from 'payload'

/**
 * Runs work after the request's database transaction commits. A page rendered
 * between a hook (which runs inside the transaction) and the commit would read
 * the old content; invalidating again after the commit makes sure such a page
 * is never kept. Payload has no after-commit hook, so the adapter's commit and
 * rollback are wrapped once at start (instalarAposConfirmar).
 */
type Id = string | number
type Pendentes = Map<Id, (() => void)[]>

const PENDENTES = new WeakMap<Payload, Pendentes>()

/** Wraps the adapter's commit/rollback so callbacks registered for a transaction run after it ends. */
export function instalarAposConfirmar(payload: Payload): void {
  if (PENDENTES.has(payload)) return
  const pendentes: Pendentes = new Map()
  PENDENTES.set(payload, pendentes)
  const db = payload.db
  const commit = db.commitTransaction.bind(db)
  const rollback = db.rollbackTransaction.bind(db)
  db.commitTransaction = async (id) => {
    await commit(id)
    const chave = await id
    const fns = pendentes.get(chave)
    pendentes.delete(chave)
    fns?.forEach((f) => f())
  }
  db.rollbackTransaction = async (id) => {
    await rollback(id)
    pendentes.delete(await id)
  }
}

/** Runs `fn` when the request's transaction commits, or now when there is none. */
export async function aposConfirmar(req: PayloadRequest, fn: () => void): Promise<void> {
  const id = await req.transactionID
  const pendentes = PENDENTES.get(req.payload)
  if (id === undefined || id === null || !pendentes) {
    fn()
    return
  }
  const lista = pendentes.get(id) ?? []
  lista.push(fn)
  pendentes.set(id, lista)
}
