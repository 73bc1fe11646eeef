import { expect, expectNoA11yViolations, test } from './fixtures'

/**
 * The header and footer menus promise a document by name (spec 2: governance and institutional links to
 * /publicacoes/{id}); the page each one opens must carry that name as its category title.
 */

async function linksDePublicacoes(page: import('@playwright/test').Page, onde: import('@playwright/test').Locator) {
  const links = await onde.locator('a[href^="/publicacoes/"]').evaluateAll((as) => as.map((a) => ({ href: a.getAttribute('href') ?? '', rotulo: a.textContent?.trim() ?? '' })))
  return links.filter((l) => /^\/publicacoes\/\d+$/.test(l.href))
}

test('cada link de publicação do menu abre a página com o título que o menu promete @computador', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto('/home')
  await page.getByRole('banner').getByRole('button', { name: 'Governança Corporativa' }).click()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Plano de Negócios' })).toBeVisible()
  // The header's panels (also header-only links such as Plano de Negócios) and the footer's site map.
  const cabecalho = await linksDePublicacoes(page, page.getByRole('banner'))
  const rodape = await linksDePublicacoes(page, page.getByRole('navigation', { name: 'Mapa do site' }))
  const porHref = new Map([...cabecalho, ...rodape].map((l) => [l.href, l.rotulo]))
  // The thirteen the issue lists, at least; each label the same wherever it appears.
  for (const l of [...cabecalho, ...rodape]) expect(l.rotulo, l.href).toBe(porHref.get(l.href))
  expect([...porHref.keys()].sort()).toEqual(
    ['/publicacoes/11', '/publicacoes/9', '/publicacoes/10066', '/publicacoes/8', '/publicacoes/35', '/publicacoes/36', '/publicacoes/39', '/publicacoes/7', '/publicacoes/61', '/publicacoes/63', '/publicacoes/62', '/publicacoes/60'].sort(),
  )
  for (const [href, rotulo] of porHref) {
    await page.goto(href)
    // The list's heading (the side column's 'Categorias' comes first in the page).
    const titulo = page.locator('#titulo-lista')
    // GRSAC is an acronym in the menu; the page spells it out after it.
    await expect(titulo, `${rotulo} → ${href}`).toHaveText(rotulo === 'GRSAC' ? /^GRSAC – / : rotulo)
    await expect(page).toHaveTitle(new RegExp(`^Publicações: ${rotulo}`))
  }
  await expectNoA11yViolations(page)
})
