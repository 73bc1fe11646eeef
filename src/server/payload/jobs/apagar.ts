import type { CollectionSlug, Payload, Where } from 'payload'

/**
 * Deletes every row of a collection that matches, as the system (a retention job has no user),
 * without populating relations; answers how many went.
 */
export async function apagarOnde(payload: Payload, collection: CollectionSlug, where: Where): Promise<number> {
  const { docs } = await payload.delete({ collection, where, overrideAccess: true, depth: 0 })
  return docs.length
}
