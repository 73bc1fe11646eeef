import type { Payload } from 'payload'

import { migracoes } from '../plataforma/database'
import type { Prontidao } from '../plataforma/saude'

/**
 * The readiness check of this instance (/readyz): the database answers and every migration this
 * build carries is applied. A new version started against a database another instance has not
 * migrated yet (or whose migration failed) stays out of the load balancer instead of answering
 * with a schema it does not know.
 */
export function verificacaoDeProntidao(payload: Payload): () => Promise<Prontidao> {
  const esperadas = migracoes().map((m) => m.name)
  return async () => {
    const { docs } = await payload.find({ collection: 'payload-migrations', pagination: false, depth: 0, overrideAccess: true })
    const aplicadas = new Set(docs.map((d) => d.name))
    const faltando = esperadas.filter((nome) => !aplicadas.has(nome)).length
    return faltando === 0 ? { pronta: true } : { pronta: false, motivo: `${faltando} migração(ões) do banco não aplicada(s)` }
  }
}
