import type { CollectionSlug, Payload, PayloadRequest, RequiredDataFromCollectionSlug } from 'payload'

/**
 * Updates the document whose `campo` equals `valor`, or creates it: what the
 * demo seed and the legacy importer write, so running either again replaces
 * instead of duplicating; the search index's hooks write their entries with it,
 * inside the request's transaction (`req`). Trusted callers only (access rules
 * are bypassed). With `draft`, a collection with drafts is searched in its latest
 * versions, so a document saved only as a draft is found too.
 */
export async function gravarPorCampo<C extends CollectionSlug>(
  payload: Payload,
  collection: C,
  campo: string,
  valor: string | number,
  data: RequiredDataFromCollectionSlug<C>,
  req?: PayloadRequest,
  { draft = false }: { draft?: boolean } = {},
): Promise<void> {
  const existente = (await payload.find({ collection, where: { [campo]: { equals: valor } }, limit: 1, depth: 0, draft, overrideAccess: true, req })).docs[0]
  // update takes a deep-partial of the same shape; TypeScript cannot relate the two generic types.
  if (existente) await payload.update({ collection, id: existente.id, data: data as never, overrideAccess: true, req })
  else await payload.create({ collection, data, overrideAccess: true, req })
}
