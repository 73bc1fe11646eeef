import type { MetadataRoute } from 'next'

import { entradasDoMapa } from '@/domain/mapa-do-site'
import { PRODUTOS_EMBUTIDOS_INOVACAO } from '@/domain/produto'
import { env } from '@/server/plataforma/env'
import { conteudoDoMapa } from '@/dados/mapa-do-site'

// Read on request: the HTTP server keeps the answer until published content changes (decision 0005),
// so a publish shows in the sitemap at the next visit of a search engine.
export const dynamic = 'force-dynamic'

/** /sitemap.xml: every public page, with the day its content last changed. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = env().siteUrl.replace(/\/$/, '')
  const entradas = entradasDoMapa({ ...(await conteudoDoMapa()), produtosEmbutidos: PRODUTOS_EMBUTIDOS_INOVACAO })
  return entradas.map((e) => ({ url: base + e.caminho, ...(e.atualizadaEm ? { lastModified: e.atualizadaEm } : {}) }))
}
