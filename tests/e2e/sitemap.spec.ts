import fs from 'node:fs'
import path from 'node:path'

import { expect, test } from './fixtures'
import { locs } from './paginas-do-mapa'
import { tokenDeAdministrador } from './staff'

/** Search engines: /robots.txt, /sitemap.xml complete against the routes and the content, page metadata. */

test.use({ a11yAfterEach: false }) // XML and text answers; the HTML pages are checked in their own files

// Pages that are not content: a search's results, the counter, a result read from the visitor's browser.
const FORA_DO_MAPA = new Set(['busca', 'contador-acessos', 'resultado-financiamento'])

/** The public routes without parameters, read from the app folder: a new page that the sitemap forgets fails here. */
function rotasFixas(): string[] {
  const pasta = path.join(process.cwd(), 'src/app/(site)')
  return fs
    .readdirSync(pasta, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('[') && !FORA_DO_MAPA.has(d.name) && fs.existsSync(path.join(pasta, d.name, 'page.tsx')))
    .map((d) => `/${d.name}`)
}

test('robots.txt deixa de fora o back-office e a API e aponta o mapa do site @computador', async ({ request, baseURL }) => {
  const r = await request.get('/robots.txt')
  expect(r.status()).toBe(200)
  const texto = await r.text()
  expect(texto).toMatch(/User-Agent: \*/i)
  expect(texto).toContain('Disallow: /admin')
  expect(texto).toContain('Disallow: /api')
  expect(texto).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
})

test('o mapa do site tem cada rota, produto, notícia, página de publicações e fundo, e cada endereço responde @computador', async ({ request }) => {
  test.setTimeout(180_000)
  const r = await request.get('/sitemap.xml')
  expect(r.status()).toBe(200)
  expect(r.headers()['content-type']).toMatch(/xml/)
  const mapa = locs(await r.text())

  for (const rota of rotasFixas()) expect(mapa.has(rota), rota).toBe(true)

  // The content, as the site's own lists and legacy calls give it.
  for (const [perfil, rota] of [['AGRO', '/agronegocio'], ['ICS', '/empresa'], ['PUB', '/municipio'], ['INV', '/inovacao']] as const) {
    const produtos = (await (await request.get(`/fas/produtos/perfil/findProdutoByPerfil/${perfil}`)).json()) as { id: number }[]
    expect(produtos.length).toBeGreaterThan(0)
    for (const p of produtos) expect(mapa.get(`${rota}/${p.id}`), `${rota}/${p.id}`).toMatch(/^\d{4}-\d{2}-\d{2}T/)
  }
  const noticias = (await (await request.get('/api/noticias?limit=0&depth=0')).json()) as { docs: { id: number }[] }
  expect(noticias.docs.length).toBeGreaterThan(0)
  for (const n of noticias.docs) expect(mapa.get(`/noticias/${n.id}`), `/noticias/${n.id}`).toMatch(/^\d{4}-/)
  const tipos = (await (await request.get('/api/tipos-publicacao?limit=0&depth=0')).json()) as { docs: { id: number }[] }
  for (const t of tipos.docs) expect(mapa.has(`/publicacoes/${t.id}`), `/publicacoes/${t.id}`).toBe(true)
  const fundos = (await (await request.get('/api/fundos?limit=0&depth=0')).json()) as { docs: { codigo: string }[] }
  expect(fundos.docs.length).toBeGreaterThan(0)
  for (const f of fundos.docs) expect(mapa.has(`/fundos-estatais/${f.codigo.toLowerCase()}`), f.codigo).toBe(true)
  for (const p of ['/historia', '/modelo-de-negocio', '/acessibilidade', '/politica-de-privacidade', '/acesso-a-informacao']) expect(mapa.get(p), p).toMatch(/^\d{4}-/)

  // Never the back-office, the API or a page that does not exist.
  for (const caminho of mapa.keys()) expect(caminho).not.toMatch(/^\/(admin|api)(\/|$)/)
  for (const caminho of mapa.keys()) expect((await request.get(caminho)).status(), caminho).toBe(200)
})

test('uma notícia publicada entra no mapa do site no pedido seguinte, e sai quando é excluída @computador', async ({ request }) => {
  const token = await tokenDeAdministrador(request)
  const auth = { Authorization: `JWT ${token}` }
  await request.get('/sitemap.xml')
  const criada = await request.post('/api/noticias', {
    headers: auth,
    data: { titulo: `Notícia do mapa ${Date.now()}`, resumo: 'Resumo da notícia do mapa do site.', data: new Date().toISOString(), _status: 'published' },
  })
  expect(criada.ok(), await criada.text()).toBe(true)
  const { doc } = (await criada.json()) as { doc: { id: number; updatedAt: string } }
  try {
    const mapa = locs(await (await request.get('/sitemap.xml')).text())
    expect(mapa.get(`/noticias/${doc.id}`)).toBe(new Date(doc.updatedAt).toISOString())
  } finally {
    await request.delete(`/api/noticias/${doc.id}`, { headers: auth })
  }
  expect(locs(await (await request.get('/sitemap.xml')).text()).has(`/noticias/${doc.id}`)).toBe(false)
})

test('cada página diz seu endereço canônico, tem imagem de compartilhamento e dados estruturados @computador', async ({ request, baseURL }) => {
  const home = await (await request.get('/home?utm_source=teste')).text()
  expect(home).toContain(`<link rel="canonical" href="${baseURL}/home"/>`)
  expect(home).toMatch(/<meta property="og:image" content="[^"]+\/img\/compartilhamento\.png"\/>/)
  expect(home).toContain('<meta name="twitter:card" content="summary_large_image"/>')
  const dadosDa = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as { '@type': string; name?: string })
  expect(dadosDa(home).map((d) => d['@type'])).toContain('GovernmentOrganization')

  const produto = await (await request.get('/empresa/35')).text()
  expect(produto).toContain(`<link rel="canonical" href="${baseURL}/empresa/35"/>`)
  expect(produto).toMatch(/<meta property="og:title" content="[^"]+ — Empresa \| [^"]+"\/>/)
  const tipos = dadosDa(produto).map((d) => d['@type'])
  expect(tipos).toContain('FinancialProduct')
  expect(tipos).toContain('BreadcrumbList')

  const noticias = (await (await request.get('/api/noticias?limit=1&depth=0')).json()) as { docs: { id: number; titulo: string }[] }
  const n = noticias.docs[0]!
  const noticia = await (await request.get(`/noticias/${n.id}`)).text()
  expect(noticia).toContain('<meta property="og:type" content="article"/>')
  const artigo = dadosDa(noticia).find((d) => d['@type'] === 'NewsArticle') as { headline: string } | undefined
  expect(artigo?.headline).toBe(n.titulo)

  const lista = await (await request.get('/noticias?pagina=2&utm_medium=x')).text()
  expect(lista).toContain(`<link rel="canonical" href="${baseURL}/noticias?pagina=2"/>`)
})
