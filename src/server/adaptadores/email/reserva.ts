import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

interface Executor {
  execute: (a: { drizzle: unknown; sql: unknown }) => Promise<{ rows?: readonly { id?: unknown }[] }>
  drizzle: unknown
  pool?: unknown
}

/**
 * Takes the outbox's next due message for this sender, in one statement, and
 * answers its id (null when none is due). Taking it moves its next attempt to
 * `ate`, out of every other sender's due set: a message is held by one sender
 * until it is sent, rescheduled or `ate` passes (the sender died mid-send).
 *
 * PostgreSQL: the row is locked by the SELECT … FOR UPDATE SKIP LOCKED (its
 * conditions re-checked on the row's latest version), so a concurrent sender
 * skips it instead of waiting and taking it too. The SELECT is a materialized
 * WITH, run once: as `WHERE id IN (SELECT … LIMIT 1 …)` the planner may run it
 * again per row and take several (measured: it took every due message). SQLite: one writer at a
 * time, and the UPDATE … RETURNING is a single write.
 * (Reading the due messages first and updating them after, as before, let two
 * instances take the same message, and a run longer than the hold hand it out again.)
 */
export async function reservarProxima(payload: Payload, agora: Date, ate: Date): Promise<number | null> {
  const db = payload.db as unknown as Executor
  const devida = agora.toISOString()
  const reserva = ate.toISOString()
  const comando = db.pool
    ? sql`WITH devida AS MATERIALIZED (
          SELECT id FROM mensagens
          WHERE situacao = 'pendente' AND proxima_tentativa_em <= ${devida}::timestamptz
          ORDER BY proxima_tentativa_em, id
          LIMIT 1
          FOR UPDATE SKIP LOCKED)
        UPDATE mensagens SET proxima_tentativa_em = ${reserva}::timestamptz, updated_at = now()
        FROM devida WHERE mensagens.id = devida.id
        RETURNING mensagens.id AS id`
    : sql`UPDATE mensagens SET proxima_tentativa_em = ${reserva}, updated_at = ${new Date().toISOString()}
        WHERE id IN (
          SELECT id FROM mensagens
          WHERE situacao = 'pendente' AND proxima_tentativa_em <= ${devida}
          ORDER BY proxima_tentativa_em, id
          LIMIT 1)
        RETURNING id`
  const { rows = [] } = await db.execute({ drizzle: db.drizzle, sql: comando })
  const id = rows[0]?.id
  return id === undefined || id === null ? null : Number(id)
}
