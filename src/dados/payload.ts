import 'server-only'

import config from '@payload-config'
import { getPayload, type CollectionSlug, type DataFromCollectionSlug, type Payload, type Where } from 'payload'

import { esquecerInicioFalho } from '@/server/payload/inicio-payload'

/** The Payload instance of this server process (initialised once, then reused). */
export async function payloadClient(): Promise<Payload> {
  try {
    return await getPayload({ config })
  } catch (erro) {
    // A start that failed (database down) is tried whole next time (server/payload/inicio-payload.ts).
    esquecerInicioFalho()
    throw erro
  }
}

interface Consulta {
  where?: Where
  sort?: string
  depth?: number
}

/**
 * Every document of a collection that an anonymous visitor may read: the collection's access rules
 * applied (overrideAccess: false), so drafts and unpublished rows never leave the server.
 */
export async function todosComoVisitante<C extends CollectionSlug>(collection: C, { where, sort, depth = 0 }: Consulta = {}): Promise<DataFromCollectionSlug<C>[]> {
  const payload = await payloadClient()
  return (await payload.find({ collection, where, sort, limit: 0, depth, overrideAccess: false })).docs
}

/** The first document a visitor may read (as above) that matches `where`, or undefined. */
export async function primeiroComoVisitante<C extends CollectionSlug>(collection: C, where: Where, { depth = 0 }: { depth?: number } = {}): Promise<DataFromCollectionSlug<C> | undefined> {
  const payload = await payloadClient()
  return (await payload.find({ collection, where, limit: 1, depth, overrideAccess: false })).docs[0]
}
