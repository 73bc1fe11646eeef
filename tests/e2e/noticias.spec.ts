import { expect, expectNoA11yViolations, expectNoA11yViolationsSemScripts as semScripts, test } from './fixtures'
import { criarAdministrador, entrarNoBackOffice, entrarPelaApi } from './staff'

test('notícias: lista paginada no endereço, notícia, volta à lista', async ({ page }) => {
  await page.goto('/noticias')
  await expect(page.getByRole('heading', { level: 1, name: 'Notícias' })).toBeVisible()
  const itens = page.getByRole('main').getByRole('article')
  await expect(itens).toHaveCount(9)
  // The first row's images are the largest paint: asked for first; the rest wait until they are near.
  expect(await itens.locator('img').evaluateAll((is) => is.map((i) => `${i.getAttribute('fetchpriority')}/${i.getAttribute('loading')}`))).toEqual([
    'high/eager',
    'high/eager',
    ...Array<string>(7).fill('null/lazy'),
  ])
  // Newest first. (Another test may publish an item meanwhile: the rules are checked, not the seed's exact list.)
  const datas = (await itens.locator('time').evaluateAll((ts) => ts.map((t) => t.getAttribute('datetime') ?? '')))
  expect([...datas].sort().reverse()).toEqual(datas)
  const total = Number(/^(\d+) notícias/.exec((await page.getByText(/^\d+ notícias/).textContent()) ?? '')?.[1])
  expect(total).toBeGreaterThanOrEqual(12)
  await page.getByRole('navigation', { name: 'Paginação' }).getByRole('link', { name: 'Página 2' }).click()
  await expect(page).toHaveURL(/\/noticias\?pagina=2$/)
  await expect(itens).toHaveCount(total - 9)
  await expect(page.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page')
  await expectNoA11yViolations(page, { label: 'página 2' })
  await itens.first().getByRole('link').click()
  await expect(page).toHaveURL(/\/noticias\/\d+$/)
  await expect(page.getByText(/^publicado em \d{1,2} de \w+ de 2026$/)).toBeVisible()
  await page.getByRole('link', { name: 'Ver todas as notícias' }).click()
  await expect(page).toHaveURL(/\/noticias$/)
})

test('notícia inexistente: página 404; página além da última: 404', async ({ page }) => {
  expect((await page.goto('/noticias/999999'))?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible()
  expect((await page.goto('/noticias?pagina=50'))?.status()).toBe(404)
})

test.describe('sem JavaScript', () => {
  test.use({ javaScriptEnabled: false, a11yAfterEach: false })
  test('a página inicial, as notícias e os indicadores se leem sem scripts', async ({ page, browser }) => {
    await page.goto('/home')
    await expect(page.getByRole('region', { name: 'Últimas notícias' }).getByRole('article')).toHaveCount(3)
    // The Destaques are native disclosures (decision 0014): three, each opening to its news item without scripts.
    const destaques = page.getByRole('region', { name: 'Destaques' })
    await expect(destaques.locator('summary')).toHaveCount(3)
    await destaques.locator('summary').first().click()
    await expect(destaques.getByRole('link', { name: /Ler a notícia/ })).toHaveCount(1)
    await semScripts(browser, page, { label: 'home sem JS' })
    await page.goto('/noticias?pagina=2')
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
    await semScripts(browser, page, { label: 'notícias sem JS' })
    await page.getByRole('main').getByRole('article').first().getByRole('link').click()
    await expect(page.getByRole('link', { name: 'Ver todas as notícias' })).toBeVisible()
    await semScripts(browser, page, { label: 'notícia sem JS' })
    await page.goto('/indicadores')
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(17)
    await semScripts(browser, page, { label: 'indicadores sem JS' })
  })
})

test.describe('publicação no back-office', () => {
  // Payload's admin screens are the vendor's UI: axe runs on the public pages this test visits.
  test.use({ a11yAfterEach: false })

  test('uma notícia publicada no back-office chega à home, à lista, à busca e às chamadas em até um segundo; despublicada, sai', { tag: '@computador' }, async ({ page, request }) => {
    // create-admin as a process, the sign-in with its second factor and the editor: over 60 s on a busy machine (as back-office.spec.ts).
    test.slow()
    const admin = criarAdministrador()
    await entrarNoBackOffice(page, admin)

    // The pages are in the cache before the publication.
    for (const p of ['/home', '/noticias']) expect((await request.get(p)).ok()).toBe(true)

    const titulo = `Feira de inovação em Santa Maria ${Date.now() % 100000}`
    await page.goto('/admin/collections/noticias/create')
    await page.getByLabel('Título').fill(titulo)
    await page.getByLabel('Resumo').fill('Empresas da região central apresentam projetos financiados pela agência.')
    await page.locator('[data-lexical-editor="true"]').click()
    await page.keyboard.type('A feira reúne startups e universidades.')
    // The rich-text field hands the editor's state to the form at idle time, up to 500 ms after the last key
    // (as in back-office.spec.ts): published sooner, the body was stored without the text (seen in CI).
    await page.waitForTimeout(700)
    await page.getByRole('button', { name: 'Publicar' }).click()
    await expect(page.getByText(/publicad|sucesso/i).first()).toBeVisible()
    const publicadoEm = Date.now()

    const noSite = async (caminho: string) => (await (await request.get(caminho)).text()).includes(titulo)
    await expect.poll(() => noSite('/noticias'), { intervals: [100], timeout: 2_000 }).toBe(true)
    expect(Date.now() - publicadoEm).toBeLessThan(2_000)
    expect(await noSite('/home')).toBe(true)
    expect(await noSite('/fas/findNoticiasHome')).toBe(true)
    expect(await noSite(`/busca?q=${encodeURIComponent('feira inovacao santa maria')}`)).toBe(true)

    await page.goto('/noticias')
    await page.getByRole('link', { name: titulo }).click()
    await expect(page.getByRole('heading', { level: 1, name: titulo })).toBeVisible()
    await expect(page.getByText('A feira reúne startups e universidades.')).toBeVisible()
    await expectNoA11yViolations(page, { label: 'notícia publicada' })

    // Unpublishing (here through the REST API the back-office uses) takes it off the site as fast.
    const id = /\/noticias\/(\d+)$/.exec(page.url())![1]
    const token = await entrarPelaApi(request, admin)
    const r = await request.patch(`/api/noticias/${id}`, { headers: { Authorization: `JWT ${token}` }, data: { _status: 'draft' } })
    expect(r.ok()).toBe(true)
    await expect.poll(() => noSite('/noticias'), { intervals: [100], timeout: 2_000 }).toBe(false)
    expect((await request.get(`/noticias/${id}`)).status()).toBe(404)
  })
})
