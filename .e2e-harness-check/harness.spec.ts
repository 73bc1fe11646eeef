import { test, expect, expectNoA11yViolations } from '../tests/e2e/fixtures'
test('boa página passa', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página boa')
  await expectNoA11yViolations(page)
})
test('helper acusa página ruim', async ({ page }) => {
  await page.goto('/ruim')
  await expectNoA11yViolations(page)
})
test('verificação automática acusa a página final ruim', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'ir' }).click()
  await expect(page).toHaveTitle('Ruim')
})
test.describe('sem verificação automática', () => {
  test.use({ a11yAfterEach: false })
  test('página final ruim não é verificada', async ({ page }) => {
    await page.goto('/ruim')
  })
})
