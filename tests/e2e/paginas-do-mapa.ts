import type { APIRequestContext } from '@playwright/test'

/** The sitemap's addresses: each page's path and its lastmod (null when it has none). */
export function locs(xml: string): Map<string, string | null> {
  const m = new Map<string, string | null>()
  for (const u of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
    const loc = /<loc>([^<]+)<\/loc>/.exec(u[1]!)![1]!
    m.set(new URL(loc).pathname, /<lastmod>([^<]+)<\/lastmod>/.exec(u[1]!)?.[1] ?? null)
  }
  return m
}

/** Runs `fazer` over `itens`, `paralelos` at a time (the server shares two cores with the browsers). */
export async function emLotes<T, R>(itens: readonly T[], paralelos: number, fazer: (item: T) => Promise<R>): Promise<R[]> {
  const resultados: R[] = new Array<R>(itens.length)
  let proximo = 0
  const trabalhar = async () => {
    while (proximo < itens.length) {
      const i = proximo++
      resultados[i] = await fazer(itens[i]!)
    }
  }
  await Promise.all(Array.from({ length: Math.min(paralelos, itens.length) }, trabalhar))
  return resultados
}

export interface PaginaLida {
  caminho: string
  status: number
  html: string
}

/** Every page of the production build's sitemap, as the server sends it (no scripts run). */
export async function lerPaginasDoMapa(request: APIRequestContext): Promise<PaginaLida[]> {
  const mapa = locs(await (await request.get('/sitemap.xml')).text())
  return emLotes([...mapa.keys()], 4, async (caminho) => {
    const r = await request.get(caminho, { maxRedirects: 0 })
    return { caminho, status: r.status(), html: await r.text() }
  })
}
