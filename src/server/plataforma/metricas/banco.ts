import type { Payload } from 'payload'

import type { LeituraDoBanco } from './registro'

interface PoolPg {
  totalCount: number
  idleCount: number
  waitingCount: number
}

const LIMITE_MS = 2000

/**
 * Reads the outbox counts and the pool's state for a scrape. Counts only (no message is read), as
 * the server, so no access rule applies; bounded to 2 s so a stuck database does not hang the scrape.
 */
export function leituraDoBanco(payload: Payload): () => Promise<LeituraDoBanco> {
  const contar = async (situacao: 'pendente' | 'falhou') =>
    (await payload.count({ collection: 'mensagens', where: { situacao: { equals: situacao } }, overrideAccess: true })).totalDocs
  return async () => {
    let timer: NodeJS.Timeout | undefined
    const limite = new Promise<never>((_, rejeitar) => {
      timer = setTimeout(() => rejeitar(new Error('o banco não respondeu a tempo')), LIMITE_MS)
    })
    try {
      const [pendente, falhou] = await Promise.race([Promise.all([contar('pendente'), contar('falhou')]), limite])
      const pool = (payload.db as unknown as { pool?: PoolPg }).pool
      return {
        mensagens: { pendente, falhou },
        pool: pool ? { total: pool.totalCount, ociosas: pool.idleCount, aguardando: pool.waitingCount } : undefined,
      }
    } finally {
      clearTimeout(timer)
    }
  }
}
