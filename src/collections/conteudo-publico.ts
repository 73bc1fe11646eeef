import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { indexarAoMudar, retirarDoIndice, type Indexavel } from '@/server/payload/busca/indexar'
import { invalidarPaginasAoExcluir, invalidarPaginasAoMudar } from '@/server/payload/invalidacao/hooks'

/**
 * The hooks of a collection the public pages show and the site search finds: a change rewrites the
 * document's search entry and invalidates the cached pages, a deletion removes both. `antes` runs
 * before a save (the served HTML generated from the editor's text, a derived field).
 */
export function hooksDeConteudoPublico(slug: Indexavel, antes: CollectionBeforeChangeHook[] = []): NonNullable<CollectionConfig['hooks']> {
  return {
    ...(antes.length ? { beforeChange: antes } : {}),
    afterChange: [indexarAoMudar(slug), invalidarPaginasAoMudar],
    afterDelete: [retirarDoIndice(slug), invalidarPaginasAoExcluir],
  }
}
