import { expect, expectNoA11yViolations, test } from './fixtures'

test('contador de acessos: cartões com as visitas; Agronegócio e Empresas abrem a lista de produtos', async ({ page }) => {
  // A visit to a product page, counted by the server and written within 5 s.
  await page.goto('/agronegocio/10')
  const titulo = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
  // Wait for this product's own count: the area's total may already be above 0 from other tests' visits.
  await expect
    .poll(
      async () => {
        await page.goto('/contador-acessos')
        const linha = await page.getByRole('button', { name: /Agronegócio/ }).textContent()
        const area = Number(/([\d.]+)\s*acessos/.exec(linha ?? '')?.[1]?.replace(/\./g, '') ?? 0)
        await page.getByRole('button', { name: /Agronegócio/ }).click()
        const dialogo = page.getByRole('dialog', { name: 'Acessos: Agronegócio' })
        const produto = Number(((await dialogo.getByRole('row').filter({ hasText: titulo }).getByRole('cell').first().textContent()) ?? '0').replace(/\./g, ''))
        await dialogo.getByRole('button', { name: 'Fechar' }).click()
        return Math.min(area, produto)
      },
      { timeout: 20_000, intervals: [1_000] },
    )
    .toBeGreaterThan(0)
  await expect(page.getByRole('heading', { level: 1, name: 'Contador de Acessos' })).toBeVisible()
  for (const area of ['Página Inicial', 'Municípios', 'Inovação']) await expect(page.getByRole('heading', { level: 2, name: area })).toBeVisible()
  await expectNoA11yViolations(page, { label: 'contador' })

  await page.getByRole('button', { name: /Agronegócio/ }).click()
  const dialogo = page.getByRole('dialog', { name: 'Acessos: Agronegócio' })
  await expect(dialogo).toBeVisible()
  const linha = dialogo.getByRole('row').filter({ hasText: titulo })
  await expect(linha.getByRole('cell').first()).not.toHaveText('0')
  await expect(linha.getByRole('cell').nth(1)).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)
  await expectNoA11yViolations(page, { include: ['[role="dialog"]'], label: 'diálogo agronegócio' })
  await dialogo.getByRole('button', { name: 'Fechar' }).click()
  await expect(dialogo).toHaveCount(0)

  // A click outside closes it too.
  await page.getByRole('button', { name: /Empresas/ }).click()
  await expect(page.getByRole('dialog', { name: 'Acessos: Empresas' })).toBeVisible()
  await page.mouse.click(5, 5)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})
