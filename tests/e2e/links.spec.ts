import { expect, test } from './fixtures'
import { emLotes, lerPaginasDoMapa } from './paginas-do-mapa'

/**
 * No dead link and no orphan page (ENGINEERING.md §5), as a crawler sees the production build: from
 * every page of the sitemap, following links to the map's pages and their other addresses (a list's
 * page 2, a filter), every link into this site answers below 400 and its #fragment names an element of
 * the page; every page of the map is linked from some other page.
 */

test.use({ a11yAfterEach: false }) // no page is opened in the browser here

/** At most this many pages are read (the map and its lists' pages); a loop of addresses cannot run on. */
const LIMITE_PAGINAS = 600

/** The href of every <a> in server-rendered HTML (React always writes attributes in double quotes). */
function hrefs(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((m) =>
    m[1]!.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'),
  )
}

/** The ids of a page's elements. */
function ids(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((m) => m[1]!))
}

test('nenhum link interno quebrado e nenhuma página do mapa do site sem link de outra @computador', async ({ request, baseURL }) => {
  test.setTimeout(120_000)
  const origem = new URL(baseURL!).origin
  const mapa = await lerPaginasDoMapa(request)
  const doMapa = new Set(mapa.map((p) => p.caminho))

  const lidas = new Map<string, { status: number; html: string }>(mapa.map((p) => [p.caminho, p])) // address → page
  const deOnde = new Map<string, Set<string>>() // address (no fragment) → the pages that link to it
  const fragmentos: { de: string; href: string; endereco: string; id: string }[] = []
  const linkadas = new Set<string>() // paths linked from a page of another path
  let fila = [...lidas.keys()]
  while (fila.length) {
    const novas = new Set<string>()
    for (const de of fila) {
      const lida = lidas.get(de)!
      const caminhoDe = new URL(de, origem).pathname
      for (const href of hrefs(lida.html)) {
        const url = new URL(href, origem + de)
        if (url.origin !== origem) continue
        const caminho = url.pathname.replace(/(.)\/$/, '$1')
        const endereco = url.pathname + url.search
        if (caminho !== caminhoDe) linkadas.add(caminho)
        deOnde.set(endereco, (deOnde.get(endereco) ?? new Set()).add(de))
        if (url.hash) fragmentos.push({ de, href, endereco, id: decodeURIComponent(url.hash.slice(1)) })
        if (doMapa.has(caminho) && !lidas.has(endereco)) novas.add(endereco)
      }
    }
    const aLer = [...novas].slice(0, Math.max(0, LIMITE_PAGINAS - lidas.size))
    await emLotes(aLer, 4, async (endereco) => {
      const r = await request.get(endereco)
      lidas.set(endereco, { status: r.status(), html: r.status() < 400 ? await r.text() : '' })
    })
    fila = aLer
  }

  const quebrados: string[] = []
  const semCorpo = [...deOnde.keys()].filter((e) => !lidas.has(e))
  // HEAD for the rest (documents, images, downloads): they need no body to say they exist.
  const status = new Map(lidas.entries().map(([e, l]) => [e, l.status]))
  await emLotes(semCorpo, 4, async (endereco) => {
    let r = await request.head(endereco)
    if (r.status() === 405) r = await request.get(endereco)
    status.set(endereco, r.status())
  })
  for (const [endereco, de] of deOnde) {
    const s = status.get(endereco)!
    if (s >= 400) quebrados.push(`${endereco}: ${s}, com link em ${de.size} página(s), como ${[...de][0]}`)
  }
  for (const f of fragmentos) {
    const alvo = lidas.get(f.endereco)
    if (alvo && alvo.status < 400 && !ids(alvo.html).has(f.id)) quebrados.push(`${f.de} → ${f.href}: a página não tem o id "${f.id}"`)
  }
  expect.soft(lidas.size, 'páginas lidas').toBeLessThan(LIMITE_PAGINAS)
  expect.soft(quebrados, `${quebrados.length} link(s) interno(s) quebrado(s) (${deOnde.size} endereços, ${lidas.size} páginas lidas)`).toEqual([])

  const orfas = [...doMapa].filter((c) => !linkadas.has(c))
  expect(orfas, `${orfas.length} página(s) do mapa sem link de outra página`).toEqual([])
})
