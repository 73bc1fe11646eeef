import { expect, expectNoA11yViolationsSemScripts as semScripts, test } from './fixtures'

/**
 * A visitor without JavaScript (old phone, blocked scripts, slow network that
 * never loads the bundle) still reads every page: the content is in the HTML.
 */
// axe needs scripts: each state is checked in a script-less copy (fixtures.ts), not at the end.
test.use({ javaScriptEnabled: false, a11yAfterEach: false })

test('lista de produtos e página de produto', async ({ page, browser }) => {
  await page.goto('/empresa')
  await expect(page.getByRole('heading', { level: 1, name: 'Empresa' })).toBeVisible()
  await semScripts(browser, page, { label: 'lista sem JS' })
  await page.getByRole('main').getByRole('link', { name: /Inovação nas Empresas/ }).first().click()
  await expect(page).toHaveURL(/\/empresa\/1$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Inovação nas Empresas' })).toBeVisible()
  await semScripts(browser, page, { label: 'produto sem JS' })
})

test('na página inicial, o primeiro slide e os destaques se leem e abrem sem scripts', async ({ page, browser }) => {
  await page.goto('/home')
  await expect(page.getByRole('region', { name: 'Banners' }).getByRole('img').first()).toBeVisible()
  // The slides after the first stay inside the carousel: the page is as wide as the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(page.viewportSize()!.width)
  const destaques = page.getByRole('region', { name: 'Destaques' })
  // By keyboard: the disclosure and its link need no script.
  await destaques.locator('summary').nth(1).focus()
  await page.keyboard.press('Enter')
  await destaques.getByRole('link', { name: /painéis fotovoltaicos/ }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/noticias\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/energia solar/)
  await semScripts(browser, page, { label: 'notícia aberta de um destaque, sem JS' })
})

test('a busca do cabeçalho leva à página de busca, que mostra os resultados', async ({ page, browser }) => {
  await page.goto('/home')
  await page.getByRole('banner').getByRole('link', { name: /Buscar/ }).first().click()
  await expect(page).toHaveURL(/\/busca$/)
  await page.getByRole('main').getByRole('searchbox').fill('irrigacao')
  await page.getByRole('main').getByRole('button', { name: 'Buscar' }).click()
  await expect(page).toHaveURL(/\/busca\?q=irrigacao$/)
  await expect(page.getByRole('link', { name: 'Irrigação e Reservação de Água' })).toBeVisible()
  await semScripts(browser, page, { label: 'busca sem JS' })
})

for (const caminho of ['/pagina-que-nao-existe', '/empresa/99999', '/agronegocio/abc']) {
  test(`404 com o site em volta, em pt-BR: ${caminho}`, async ({ page, browser }) => {
    const resposta = await page.goto(caminho)
    expect(resposta?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
    await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible()
    await expect(page).toHaveTitle(/Página não encontrada/)
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await semScripts(browser, page, { label: '404 sem JS' })
    await page.getByRole('main').getByRole('link', { name: 'Ir para a página inicial' }).click()
    await expect(page).toHaveURL(/\/home$/)
  })
}

test('a rota interna das páginas de erro não é pública', async ({ page }) => {
  const resposta = await page.goto('/erro-interno/500')
  expect(resposta?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible()
})

test('os cadastros dos Fundos Estaduais se leem sem scripts e dizem que o formulário precisa deles', async ({ page, browser }) => {
  for (const [caminho, titulo, primeiraAba] of [
    ['/formulario/pessoa-fisica', /PESSOA FÍSICA/, 'Dados pessoais do beneficiário'],
    ['/formulario/pessoa-juridica', /PESSOA JURÍDICA/, 'Dados da entidade e do representante legal'],
  ] as const) {
    await page.goto(caminho)
    await expect(page.getByRole('heading', { level: 1, name: titulo })).toBeVisible()
    // Playwright's text locators skip <noscript>; without scripts the browser renders its content (a paragraph).
    const avisos = await page.locator('noscript').evaluateAll((ns) => ns.map((n) => n.textContent ?? ''))
    expect(avisos.some((t) => t.startsWith('Este formulário precisa de JavaScript para ser preenchido e enviado.'))).toBe(true)
    // The server's HTML: the tabs and the first tab's fields, as the form will start.
    await expect(page.getByRole('tab', { name: primeiraAba })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel').getByRole('textbox', { name: /^Nome Completo/ }).first()).toBeVisible()
    // The draft needs the browser's storage and scripts: without them it is not offered (issue 32).
    await expect(page.getByRole('checkbox', { name: 'Guardar um rascunho neste navegador' })).toHaveCount(0)
    await semScripts(browser, page, { label: `${caminho} sem JS` })
  }
})
