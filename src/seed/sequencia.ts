import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/**
 * Products (and menu items, publication types, PEP framings, related-party kinds) were inserted with explicit ids; PostgreSQL's id sequence does not
 * advance by itself, so move it past the highest id before staff create more.
 */
export async function acertarSequencia(payload: Payload, tabelas: readonly string[] = ['produtos', '_produtos_v']): Promise<void> {
  if (payload.db.name !== 'postgres') return
  const { drizzle } = payload.db as unknown as { drizzle: { execute: (q: ReturnType<typeof sql.raw>) => Promise<unknown> } }
  for (const tabela of tabelas) {
    await drizzle.execute(
      sql.raw(`SELECT setval(pg_get_serial_sequence('"${tabela}"', 'id'), (SELECT COALESCE(MAX(id), 1) FROM "${tabela}"))`),
    )
  }
}
