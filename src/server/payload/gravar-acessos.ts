import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { ContagemAcesso } from '../plataforma/acessos'

interface Executor {
  execute: (a: { drizzle: unknown; sql: unknown }) => Promise<unknown>
  drizzle: unknown
}

/**
 * Adds a batch of counts in the database with one atomic upsert per page, so
 * several server instances add up instead of overwriting each other (the same
 * SQL runs on SQLite and PostgreSQL). Counts are not public content: they never
 * drop the page cache (the counter page is never kept in it).
 */
export async function gravarAcessos(payload: Payload, lote: Map<string, ContagemAcesso>): Promise<void> {
  const db = payload.db as unknown as Executor
  for (const [chave, c] of lote) {
    await db.execute({
      drizzle: db.drizzle,
      sql: sql`INSERT INTO contadores_acesso (chave, acessos, ultima_visita, updated_at, created_at)
        VALUES (${chave}, ${c.acessos}, ${c.ultimaVisita}, ${c.ultimaVisita}, ${c.ultimaVisita})
        ON CONFLICT (chave) DO UPDATE SET
          acessos = contadores_acesso.acessos + excluded.acessos,
          ultima_visita = CASE WHEN contadores_acesso.ultima_visita IS NULL OR excluded.ultima_visita > contadores_acesso.ultima_visita
            THEN excluded.ultima_visita ELSE contadores_acesso.ultima_visita END,
          updated_at = excluded.updated_at`,
    })
  }
}
