import { expect, expectNoA11yViolationsSemScripts as semScripts, test } from './fixtures'

/**
 * Issue 32: the Carta de Serviços (Lei 13.460 art. 7º), the ombudsman's 0800 line
 * (Res. CMN 4.860/2020), its deadlines from the settings, and its public account
 * (arts. 14–15). Read with JavaScript off: everything is in the HTML.
 */
test.use({ javaScriptEnabled: false, a11yAfterEach: false })

const PRAZOS =
  'em até 10 dias úteis para reclamações e em até 30 dias corridos para denúncias, elogios, solicitações e sugestões, prorrogáveis uma vez por igual período'

test('a Carta de Serviços, da página inicial e do rodapé, com os itens do art. 7º e os prazos da Ouvidoria', async ({ page, browser }) => {
  await page.goto('/home')
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Carta de Serviços' })).toHaveAttribute('href', '/carta-de-servicos')
  await page.getByRole('region', { name: 'Acesso rápido' }).getByRole('link', { name: /Carta de Serviços/ }).click()
  await expect(page).toHaveURL(/\/carta-de-servicos$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Carta de Serviços ao Usuário' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Nesta página', 'Financiamento', 'Simulação e cadastro', 'Canais de atendimento', 'Acesso à informação', 'Pesquisa de satisfação'])
  const ouvidoria = page.getByRole('region', { name: 'Ouvidoria', exact: true })
  await expect(ouvidoria.locator('dt')).toHaveText(['O que é', 'Requisitos e documentos', 'Etapas', 'Prazo máximo', 'Como o serviço é prestado', 'Onde reclamar'])
  await expect(ouvidoria.locator('dt:has-text("Prazo máximo") + dd')).toHaveText(`Resposta ${PRAZOS}.`)
  await expect(page.getByRole('region', { name: 'Simulação de financiamento' }).locator('dt:has-text("Onde reclamar") + dd')).toHaveText(
    'Na Ouvidoria (/atendimento-ao-cliente/ouvidoria), que responde reclamações em até 10 dias úteis.',
  )
  await semScripts(browser, page, { label: 'carta de serviços' })
})

test('a Ouvidoria: linha 0800 gratuita, prazos das configurações no formulário e na FAQ, e o relatório público', async ({ page, browser }) => {
  await page.goto('/atendimento-ao-cliente/ouvidoria')
  const central = page.getByRole('region', { name: 'Central de atendimento' })
  await expect(central.getByRole('link', { name: '0800 645 1234' })).toHaveAttribute('href', 'tel:08006451234')
  await expect(central.locator('dt')).toContainText(['Ouvidoria (ligação gratuita)'])
  await expect(page.getByText(`Você recebe um número de protocolo e a resposta por e-mail: ${PRAZOS}.`)).toBeVisible()
  await expect(page.getByRole('main')).toContainText(`A resposta é dada ${PRAZOS} (Resolução CMN nº 4.860/2020 e Lei nº 13.460/2017)`)

  await page.goto('/atendimento-ao-cliente')
  await expect(page.getByRole('region', { name: 'Central de atendimento' }).getByRole('link', { name: '0800 645 1234' })).toBeVisible()
  await page.goto('/atendimento-ao-cliente/perguntas')
  expect(await page.content()).toContain(`ela recebe um número de protocolo e é respondida ${PRAZOS}.`)

  await page.goto('/atendimento-ao-cliente/ouvidoria')
  await page.getByRole('main').getByRole('link', { name: 'Relatório da Ouvidoria' }).click()
  await expect(page).toHaveURL(/\/relatorio-da-ouvidoria$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Relatório da Ouvidoria' })).toBeVisible()
  const ano = new Date().getFullYear()
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([new RegExp(`^${ano}, até \\d{2}/\\d{2}/${ano}$`), `Relatório anual de ${ano - 1}`])
  const anual = page.getByRole('region', { name: `Relatório anual de ${ano - 1}` })
  await expect(anual.getByRole('table').getByRole('columnheader')).toHaveText(['Mês', 'Denúncia', 'Elogio', 'Reclamação', 'Solicitação', 'Sugestão', 'Total'])
  await expect(anual.locator('dt')).toHaveText(['Manifestações recebidas', 'Respondidas', 'Respondidas no prazo', 'Tempo médio de resposta'])
  await semScripts(browser, page, { label: 'relatório da ouvidoria' })

  const pdf = await page.request.get(await anual.getByRole('link', { name: `Baixar o relatório anual de ${ano - 1} em PDF` }).getAttribute('href') ?? '')
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-disposition']).toBe(`attachment; filename="relatorio-ouvidoria-${ano - 1}.pdf"`)
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
})
