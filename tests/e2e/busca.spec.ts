import { expect, expectNoA11yViolations, test } from './fixtures'

test('página de busca: sem acento e sem caixa encontra pelo título e pelo texto', async ({ page }) => {
  await page.goto('/busca?q=IRRIGACAO')
  await expect(page).toHaveTitle(/Busca: IRRIGACAO/)
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toContainText('Resultados para "IRRIGACAO"')
  const primeiro = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Irrigação e Reservação de Água' }) })
  await expect(primeiro).toBeVisible()
  await expectNoA11yViolations(page)
  await page.getByRole('link', { name: 'Irrigação e Reservação de Água' }).click()
  await expect(page).toHaveURL(/\/agronegocio\/13$/)
})

test('página de busca: nenhum resultado e consulta curta', async ({ page }) => {
  await page.goto('/busca?q=consórcio%20de%20veículos%20xyz')
  await expect(page.getByText('Nenhum resultado encontrado para "consórcio de veículos xyz"')).toBeVisible()
  await page.goto('/busca?q=a')
  await expect(page.getByText('Digite pelo menos 2 caracteres para buscar.')).toBeVisible()
  await expectNoA11yViolations(page)
})

test('página de busca: também encontra os fundos estaduais e os casos de sucesso', async ({ page }) => {
  await page.goto('/busca?q=tecnosinos')
  await expect(page.getByRole('link', { name: 'HT Micron: semicondutores no Tecnosinos' })).toHaveAttribute('href', '/htMicron')
  await page.goto('/busca?q=funprocred')
  await expect(page.getByRole('link', { name: /^FUNPROCRED: / })).toHaveAttribute('href', '/fundos-estatais/funprocred')
  await page.goto('/busca?q=vinicola')
  await expect(page.getByRole('link', { name: /Vinícola Guatambu/ })).toBeVisible()
  await expectNoA11yViolations(page)
})

test('página de busca: resultados agrupados por tipo; publicações além de 20 levam à lista; rascunhos não aparecem', async ({ page }) => {
  await page.goto('/busca?q=demonstracoes%20financeiras')
  const main = page.getByRole('main')
  const transparencia = main.getByRole('region', { name: /^Transparência \(\d+\)$/ })
  await expect(transparencia.getByRole('link', { name: 'Demonstrações Financeiras', exact: true })).toHaveAttribute('href', '/transparencia/demonstracoes-financeiras')
  const publicacoes = main.getByRole('region', { name: /^Publicações \(\d+\)$/ })
  const total = Number((await publicacoes.getByRole('heading').textContent())?.match(/\((\d+)\)/)?.[1])
  expect(total).toBeGreaterThan(20)
  await expect(publicacoes.getByRole('listitem')).toHaveCount(20)
  await expect(publicacoes.getByText(`Mostrando 20 de ${total}.`)).toBeVisible()
  // Kinds in their fixed order, whatever the database's order; the audit committee and the fiscal
  // council speak of financial statements too.
  await expect(main.getByRole('heading', { level: 3 })).toHaveText([/^Transparência/, /^Publicações/, /^Páginas institucionais \(2\)$/])
  await expect(main.getByRole('region', { name: /^Páginas institucionais/ }).getByRole('link', { name: 'Conselho Fiscal' })).toHaveAttribute('href', '/administracao-e-orgaos-auxiliares')
  await expectNoA11yViolations(page)
  await publicacoes.getByRole('link', { name: 'Ver todas as publicações encontradas' }).click()
  await expect(page).toHaveURL(/\/publicacoes\?busca=demonstracoes\+financeiras$/)
  await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('demonstracoes financeiras')

  await page.goto('/busca?q=relatorio%20de%20ouvidoria%202026')
  await expect(page.getByText('Nenhum resultado encontrado para "relatorio de ouvidoria 2026"')).toBeVisible()
})
