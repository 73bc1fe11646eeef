import http from 'node:http'

import { expect, test } from './fixtures'
import { tokenDeAdministrador } from './staff'

test.describe.configure({ mode: 'serial' })

/**
 * Pages are kept rendered between publishes (decision 0005); a publish must be
 * on the page and in the legacy call at once, and every response has its own
 * nonce under a strict policy.
 * HTTP only, no page: the width changes nothing, so these run once (tag @computador, desktop project).
 */
test('uma mudança publicada aparece na página e na chamada legada no pedido seguinte', { tag: '@computador' }, async ({ request }) => {
  const token = await tokenDeAdministrador(request)
  const auth = { Authorization: `JWT ${token}` }
  const produtos = (await (await request.get('/fas/produtos/perfil/findProdutoByPerfil/PUB')).json()) as { id: number; titulo: string }[]
  const alvo = produtos[0]!
  // Warm the cache of both.
  for (let i = 0; i < 2; i++) {
    await request.get(`/municipio/${alvo.id}`)
    await request.get('/fas/produtos/perfil/findProdutoByPerfil/PUB')
  }
  const novo = `${alvo.titulo} (revisado ${Date.now()})`
  expect((await request.patch(`/api/produtos/${alvo.id}`, { headers: auth, data: { titulo: novo, _status: 'published' } })).ok()).toBe(true)
  const inicio = Date.now()
  const pagina = await (await request.get(`/municipio/${alvo.id}`)).text()
  const json = (await (await request.get('/fas/produtos/perfil/findProdutoByPerfil/PUB')).json()) as { id: number; titulo: string }[]
  expect(Date.now() - inicio).toBeLessThan(1000)
  expect(pagina).toContain(novo)
  expect(json.find((p) => p.id === alvo.id)?.titulo).toBe(novo)
  // Back as it was for the other tests.
  await request.patch(`/api/produtos/${alvo.id}`, { headers: auth, data: { titulo: alvo.titulo, _status: 'published' } })
})

test('quem fecha a conexão no meio do render não prende a página para quem vem depois', { tag: '@computador' }, async ({ request, baseURL }) => {
  // A new address, so this visit renders (an address already kept would answer at once).
  const caminho = `/noticias?desistente=${Date.now()}`
  await new Promise<void>((resolve) => {
    const pedido = http.get(new URL(caminho, baseURL), () => undefined)
    pedido.on('error', () => undefined)
    pedido.on('close', () => resolve())
    setTimeout(() => pedido.destroy(), 10)
  })
  const seguinte = await request.get(caminho, { timeout: 10_000 })
  expect(seguinte.status()).toBe(200)
  expect(await seguinte.text()).toContain('Notícias')
})

test('cada resposta da mesma página tem seu nonce, e a política não aceita script inline sem ele', { tag: '@computador' }, async ({ request }) => {
  const nonces = new Set<string>()
  for (let i = 0; i < 3; i++) {
    const r = await request.get('/empresa/1')
    const csp = r.headers()['content-security-policy'] ?? ''
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
    expect(nonce).toBeTruthy()
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
    const html = await r.text()
    const noHtml = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]))
    expect([...noHtml]).toEqual([nonce])
    nonces.add(nonce!)
  }
  expect(nonces.size).toBe(3)
})

test('os formulários carregam e validam sem violar a política (zod sem eval: src/domain/zod.ts), e o zod que chega não traz as línguas que o site não usa', { tag: '@computador' }, async ({ page }) => {
  const scripts: Promise<string>[] = []
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.text().catch(() => ''))
  })
  await page.addInitScript(() => {
    const w = window as unknown as { violacoes: string[] }
    w.violacoes = []
    document.addEventListener('securitypolicyviolation', (e) => w.violacoes.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`))
  })
  for (const [caminho, campo] of [
    ['/formulario/pessoa-fisica', 'Nome Completo'],
    ['/atendimento-ao-cliente/ouvidoria', 'Nome'],
  ] as const) {
    await page.goto(caminho)
    // Focus then leave a required field: the form's code and schema load, and the schema parses (blur validation).
    // A focus that lands before the form has hydrated does nothing (seen under load right after `load`), so
    // the visitor tries again, as abrirAba does for the tabs.
    const entrada = page.getByRole('textbox', { name: campo, exact: true }).first()
    await expect(async () => {
      await entrada.focus()
      await entrada.blur()
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible({ timeout: 3000 })
    }).toPass({ timeout: 20_000 })
    expect(await page.evaluate(() => (window as unknown as { violacoes: string[] }).violacoes), caminho).toEqual([])
  }
  // zod arrived (its `jitless` option is in its code), without its locales (src/domain/zod-nomes.ts): zod's own
  // `z` namespace carries every one, and the bundler keeps a namespace whole (about 60 KB gzipped more).
  const textos = await Promise.all(scripts)
  expect(textos.some((t) => t.includes('jitless'))).toBe(true)
  expect(textos.filter((t) => t.includes('Ungültige Eingabe')).length).toBe(0)
})

test('o back-office também tem política de segurança com nonce', { tag: '@computador' }, async ({ request }) => {
  const r = await request.get('/admin/login')
  const csp = r.headers()['content-security-policy'] ?? ''
  expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/)
  expect(csp).toContain("frame-ancestors 'none'")
  expect(r.headers()['cross-origin-opener-policy']).toBe('same-origin')
})

test('arquivos enviados, pela rota do Payload e pela legada, saem com a política que isola o arquivo; imagens ficam no navegador', { tag: '@computador' }, async ({ request }) => {
  const lista = (await (await request.get('/api/imagens?limit=1&depth=0')).json()) as { docs: { filename: string }[] }
  const nome = lista.docs[0]?.filename
  expect(nome).toBeTruthy()
  for (const caminho of [`/api/imagens/file/${encodeURIComponent(nome!)}`, `/fas/produtos/image/${encodeURIComponent(nome!)}`]) {
    const r = await request.get(caminho)
    expect(r.status(), caminho).toBe(200)
    expect(r.headers()['content-security-policy'], caminho).toContain('sandbox')
    expect(r.headers()['content-security-policy'], caminho).toContain("default-src 'none'")
    expect(r.headers()['x-content-type-options'], caminho).toBe('nosniff')
    // Images are public content: a returning visitor's browser keeps them (the banners of /home).
    expect(r.headers()['cache-control'], caminho).toMatch(/^public, max-age=86400\b/)
    // A link checker asks with HEAD.
    const cabeca = await request.head(caminho)
    expect(cabeca.status(), caminho).toBe(200)
    expect(cabeca.headers()['content-type'], caminho).toBe(r.headers()['content-type'])
  }
  // Public documents and video too (the institutional video is large).
  const arquivos = (await (await request.get('/api/arquivos?limit=1&depth=0')).json()) as { docs: { filename: string }[] }
  const documento = await request.get(`/api/arquivos/file/${encodeURIComponent(arquivos.docs[0]!.filename)}`)
  expect(documento.status()).toBe(200)
  expect(documento.headers()['cache-control']).toMatch(/^public, max-age=86400\b/)
  // A publication's file may belong to a draft: never kept as public.
  const publicacoes = (await (await request.get('/api/publicacoes?limit=1&depth=0')).json()) as { docs: { filename: string }[] }
  const arquivo = await request.get(`/api/publicacoes/file/${encodeURIComponent(publicacoes.docs[0]!.filename)}`)
  expect(arquivo.status()).toBe(200)
  expect(arquivo.headers()['cache-control'] ?? '').not.toContain('public')
})
