import { expect, expectNoA11yViolations, test } from './fixtures'

/** The card titles of a product list, in page order. */
async function titulosDosCartoes(page: import('@playwright/test').Page, rotulo: string) {
  return page.getByRole('list', { name: rotulo }).getByRole('listitem').locator('span.text-lg').allInnerTexts()
}

const LISTAS = [
  { rota: '/agronegocio', titulo: 'Agronegócio' },
  { rota: '/empresa', titulo: 'Empresa' },
  { rota: '/municipio', titulo: 'Município' },
] as const

for (const { rota, titulo } of LISTAS) {
  test(`lista ${rota}: cartões por título, com imagem e resumo`, async ({ page }) => {
    await page.goto(rota)
    await expect(page).toHaveTitle(new RegExp(`^${titulo} \\|`))
    await expect(page.getByRole('heading', { level: 1, name: titulo })).toBeVisible()
    const titulos = await titulosDosCartoes(page, `Produtos de ${titulo}`)
    expect(titulos.length).toBeGreaterThanOrEqual(4)
    expect(titulos).toEqual([...titulos].sort((a, b) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' })))
    // Every card has an image that loaded (map, cover or placeholder).
    const imagens = page.getByRole('list', { name: `Produtos de ${titulo}` }).locator('img')
    for (const img of await imagens.all()) {
      await img.scrollIntoViewIfNeeded()
      await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true)
    }
    await expectNoA11yViolations(page)
  })
}

test('resumo do cartão: cortado em 50 caracteres quando passa de 100, inteiro quando não', async ({ page }) => {
  await page.goto('/empresa')
  const cartao = (nome: string) => page.getByRole('link', { name: new RegExp(`^${nome}`) })
  // Turismo's summary is under 100 characters: shown whole.
  await expect(cartao('Turismo')).toContainText('Crédito para hotéis, pousadas, restaurantes e agências de turismo.')
  await expect(cartao('Turismo')).not.toContainText('...')
  // Capital de Giro's is longer: the first 50 characters and an ellipsis.
  const resumo = await cartao('Capital de Giro').locator('span.text-sm').innerText()
  expect(resumo.endsWith('...')).toBe(true)
  expect(resumo.length).toBeLessThanOrEqual(53)
})

test('imagem do cartão: mapa por título, depois a capa do produto', async ({ page }) => {
  await page.goto('/empresa')
  await expect(page.getByRole('link', { name: /^Capital de Giro/ }).locator('img')).toHaveAttribute('src', '/img/produtos/capital-de-giro.svg')
  await expect(page.getByRole('link', { name: /^Turismo/ }).locator('img')).toHaveAttribute('src', /^\/fas\/produtos\/image\/turismo\.svg$/)
})

test('detalhe: título, corpo, menu lateral com o atual destacado e documentos do público', async ({ page, isMobile }) => {
  await page.goto('/agronegocio')
  await page.getByRole('link', { name: /^Pronaf Custeio/ }).click()
  await expect(page).toHaveURL(/\/agronegocio\/10$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Pronaf Custeio' })).toBeVisible()
  await expect(page).toHaveTitle(/^Pronaf Custeio — Agronegócio \|/)
  if (isMobile) {
    await page.getByText('Outros Produtos').click()
  }
  const menu = page.getByRole('navigation', { name: 'Produtos de Agronegócio' }).filter({ visible: true })
  await expect(menu.getByRole('link', { name: 'Pronaf Custeio' })).toHaveAttribute('aria-current', 'page')
  await expect(menu.getByRole('link', { name: 'Pronamp' })).not.toHaveAttribute('aria-current')
  await expectNoA11yViolations(page)
  await menu.getByRole('link', { name: 'Pronamp' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Pronamp' })).toBeVisible()
  const docs = page.getByRole('link', { name: 'Documentos para download', exact: true })
  await expect(docs).toHaveAttribute('href', '/documentos-para-download-agro')
  // The green button that opens the financing request modal (tests/e2e/solicitacao.spec.ts).
  await expect(page.getByRole('button', { name: 'SOLICITE AGORA SEU FINANCIAMENTO' })).toBeVisible()
})

test('empresa 1 mostra o texto fixo do INOVACRED com os links das linhas', async ({ page }) => {
  await page.goto('/empresa/1')
  const secao = page.getByRole('region', { name: 'Linhas Finep Inovacred' })
  await expect(secao).toBeVisible()
  for (const id of [6, 37, 39, 40, 41, 42]) {
    await expect(secao.locator(`a[href="/inovacao/${id}"]`)).toHaveCount(1)
  }
  await expectNoA11yViolations(page)
  await page.goto('/empresa/35')
  await expect(page.getByRole('region', { name: 'Linhas Finep Inovacred' })).toHaveCount(0)
})

test('a imagem do produto, a maior pintura da página, é pedida antes dos scripts', async ({ page }) => {
  await page.goto('/empresa/1')
  await expect(page.locator('article img').first()).toHaveAttribute('fetchpriority', 'high')
})

test('município 48 tem a imagem mais baixa que os demais', async ({ page }) => {
  const altura = async (rota: string) => {
    await page.goto(rota)
    return page.locator('article img').first().evaluate((i) => i.getBoundingClientRect().height)
  }
  const h48 = await altura('/municipio/48')
  const h45 = await altura('/municipio/45')
  expect(h48).toBeLessThan(h45)
})

test('inovação: cartões fixos 55 e 56, breadcrumb, citação e links para os outros públicos', async ({ page }) => {
  await page.goto('/inovacao')
  await expect(page.getByRole('navigation', { name: 'Você está em' })).toContainText('Início')
  const destaques = page.getByRole('list', { name: 'Programas em destaque' })
  await expect(destaques.locator('a[href="/inovacao/55"]')).toHaveCount(1)
  await expect(destaques.locator('a[href="/inovacao/56"]')).toHaveCount(1)
  // Not shown a second time among the other lines.
  await expect(page.getByRole('list', { name: 'Produtos de Inovação' }).locator('a[href="/inovacao/55"]')).toHaveCount(0)
  await expect(page.locator('figure blockquote')).toBeVisible()
  for (const rota of ['/empresa', '/municipio', '/agronegocio']) {
    await expect(page.getByRole('region', { name: 'Conheça também' }).locator(`a[href="${rota}"]`)).toHaveCount(1)
  }
  await expectNoA11yViolations(page)
  await destaques.locator('a[href="/inovacao/55"]').click()
  await expect(page).toHaveURL(/\/inovacao\/55$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transformação Digital')
})

test('inovação: produtos 1 e 2 embutidos, sem texto, no menu ordenado por nome', async ({ page, isMobile }) => {
  await page.goto('/inovacao/1')
  await expect(page.getByRole('heading', { level: 1, name: 'Parcerias estratégicas' })).toBeVisible()
  await expect(page.locator('article .conteudo-html')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Documentos para download', exact: true })).toHaveAttribute('href', '/documentos-para-download-inovacao')
  if (isMobile) await page.getByText('Outros Produtos').click()
  const menu = page.getByRole('navigation', { name: 'Produtos de Inovação' }).filter({ visible: true })
  const nomes = await menu.getByRole('link').allInnerTexts()
  expect(nomes).toContain('Programas de Subvenção Econômica')
  expect(nomes).toEqual([...nomes].sort((a, b) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' })))
  await expectNoA11yViolations(page)
  await page.goto('/inovacao/2')
  await expect(page.getByRole('heading', { level: 1, name: 'Programas de Subvenção Econômica' })).toBeVisible()
})

test('id desconhecido ou malformado dá a página 404 dentro do site', async ({ page }) => {
  for (const rota of ['/empresa/9999', '/agronegocio/abc', '/municipio/1', '/inovacao/99999']) {
    const r = await page.goto(rota)
    expect(r?.status(), rota).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible()
  }
  await expectNoA11yViolations(page)
})

test('caminho desconhecido dá 404 com cabeçalho e rodapé; / redireciona para /home', async ({ page }) => {
  const r = await page.goto('/nao-existe/de-jeito-nenhum')
  expect(r?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible()
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page).toHaveTitle(/Página não encontrada/)
  await expectNoA11yViolations(page)
  await page.goto('/')
  await expect(page).toHaveURL(/\/home$/)
})

test('home: os quatro cartões de produtos na âncora #produtos', async ({ page }) => {
  await page.goto('/home#produtos')
  const secao = page.locator('#produtos')
  await expect(secao.getByRole('heading', { name: 'Produtos' })).toBeVisible()
  for (const [rota, nome] of [['/agronegocio', 'Agronegócio'], ['/empresa', 'Empresa'], ['/municipio', 'Município'], ['/inovacao', 'Inovação']]) {
    await expect(secao.locator(`a[href="${rota}"]`)).toContainText(nome!)
  }
  await expect(secao).toContainText('Financiamento para produtores rurais e agricultores familiares.')
  await expectNoA11yViolations(page)
})
