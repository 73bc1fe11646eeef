import type { Page } from '@playwright/test'

import { expect, expectNoA11yViolations, test } from './fixtures'

const SECAO = 'section[aria-labelledby="simulador-titulo"]'

async function abrirSimulador(page: Page) {
  await page.goto('/home')
  // The simulator's code loads when its place scrolls near.
  await page.locator(SECAO).scrollIntoViewIfNeeded()
  await expect(page.getByRole('button', { name: 'Simular' })).toBeVisible()
}

const titulo = (page: Page, texto: string) => page.locator(SECAO).getByRole('heading', { level: 3, name: texto })

/** Step 5 by keyboard alone: type, Tab, choose the city with the arrow keys. */
async function preencherSolicitante(page: Page, razao = 'Metalúrgica Água Boa Ltda') {
  await page.getByLabel('Razão social').focus()
  await page.keyboard.type(razao)
  await page.keyboard.press('Tab')
  await page.keyboard.type('11222333000181')
  await page.keyboard.press('Tab')
  await page.keyboard.type('51998765432')
  await page.keyboard.press('Tab')
  await page.keyboard.type('financeiro@metalurgica.com.br')
  await page.keyboard.press('Tab') // UF: RS by default
  await page.keyboard.press('Tab')
  await page.keyboard.type('leopol')
  await expect(page.getByRole('option', { name: 'São Leopoldo' })).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('combobox', { name: 'Cidade' })).toHaveValue('São Leopoldo')
}

test.describe('simulador de financiamento na página inicial', () => {
  test('caminho até o resultado, só com o teclado, e a página de resultado com o PDF', async ({ page }) => {
    await abrirSimulador(page)
    await expectNoA11yViolations(page, { include: [SECAO], label: 'passo 1' })
    const valor = page.getByRole('slider', { name: /Valor do financiamento/ })
    await valor.focus()
    // Slider: 10.000 to 500.000 in steps of 1.000.
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect(valor).toHaveAttribute('aria-valuetext', 'R$ 12.000,00')
    await page.keyboard.press('End')
    await expect(valor).toHaveAttribute('aria-valuetext', 'R$ 500.000,00')
    await page.keyboard.press('PageDown')
    await page.keyboard.press('Home')
    await expect(valor).toHaveAttribute('aria-valuetext', 'R$ 10.000,00')
    for (let i = 0; i < 90; i++) await page.keyboard.press('ArrowRight')
    await expect(valor).toHaveAttribute('aria-valuetext', 'R$ 100.000,00')
    await page.getByRole('button', { name: 'Simular' }).focus()
    await page.keyboard.press('Enter')

    // Without the over-limit box, Simular goes straight to the revenue (step 4).
    await expect(titulo(page, 'Qual é o faturamento anual da empresa?')).toBeFocused()
    await expect(page.getByLabel('Faturamento anual')).toHaveValue('R$ 10.000.000,00')
    await expectNoA11yViolations(page, { include: [SECAO], label: 'passo 4' })
    await page.getByRole('button', { name: 'Continuar' }).focus()
    await page.keyboard.press('Enter')

    await expect(titulo(page, 'Dados da empresa')).toBeFocused()
    await expect(page.getByRole('button', { name: 'Finalizar' })).toBeDisabled()
    await preencherSolicitante(page)
    await expectNoA11yViolations(page, { include: [SECAO], label: 'passo 5 preenchido' })
    await page.getByRole('button', { name: 'Finalizar' }).focus()
    await page.keyboard.press('Enter')

    await expect(titulo(page, 'Sua solicitação foi enviada com sucesso!')).toBeVisible()
    await expectNoA11yViolations(page, { include: [SECAO], label: 'sucesso' })
    await page.getByRole('link', { name: 'Ver detalhes' }).focus()
    await page.keyboard.press('Enter')

    await page.waitForURL('**/resultado-financiamento')
    await expect(page.getByRole('heading', { level: 1, name: 'Resultado da simulação' })).toBeVisible()
    await expect(page.getByText('esta simulação não é uma proposta de crédito', { exact: false })).toBeVisible()
    // Capital de Giro, Indústria, R$ 100.000: the demo's only line is FOMENTO Capital de Giro, Price 1,35 % a.m.
    await expect(page.getByText('FOMENTO Capital de Giro')).toBeVisible()
    await expect(page.getByText('1,35% a.m.')).toBeVisible()
    // CET (Res. CMN 4.881/2020), computed independently (Python, decimal, half up): Price 1,35 % a.m., 6 months of
    // grace paid, PMT 2.620,08; IOF Σ amort × 0,0041 % × min(30·mês, 365) + 0,38 % = 1.851,03; the demo line's fee
    // R$ 150; released 97.998,97; (1 + i)^12 − 1 = 18,4769…% → 18,48 % a.a.
    await expect(page.getByText('18,48% a.a.')).toBeVisible()
    await expect(page.getByTestId('explicacao-cet')).toHaveText(
      'O CET inclui os juros, o IOF (R$ 1.851,03) e as tarifas (R$ 150,00) descontados na liberação: você recebe R$ 97.998,97. Cálculo conforme a Resolução CMN nº 4.881/2020.',
    )
    const linhas = page.getByRole('table').locator('tbody tr')
    await expect(linhas).toHaveCount(60)
    await expect(linhas.nth(0)).toContainText('R$ 1.350,00')
    await expect(page.getByRole('table').locator('tfoot')).toContainText('R$ 100.000,00')
    await expect(page.getByRole('img', { name: /Saldo devedor: começa em R\$ 100\.000,00/ })).toBeVisible()
    await expectNoA11yViolations(page, { label: 'resultado' })

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Baixar PDF/ }).click()])
    expect(download.suggestedFilename()).toBe('simulacao-financiamento.pdf')
    const caminho = await download.path()
    const fs = await import('node:fs')
    const bytes = fs.readFileSync(caminho)
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    expect(bytes.length).toBeGreaterThan(3000)
  })

  test('acima de R$ 500.000: valor travado, segmento e objetivo, sem "Ver detalhes"', async ({ page }) => {
    await abrirSimulador(page)
    await page.getByLabel('Preciso de mais de R$ 500.000').check()
    const valor = page.getByRole('slider', { name: /Valor do financiamento/ })
    await expect(valor).toBeDisabled()
    await expect(valor).toHaveAttribute('aria-valuetext', 'R$ 500.000,00')
    await page.getByRole('button', { name: 'Simular' }).click()
    await expect(titulo(page, 'Qual é o segmento da sua empresa?')).toBeFocused()
    await expect(page.getByRole('button', { name: 'Indústria' })).toHaveAttribute('aria-pressed', 'true')
    await expectNoA11yViolations(page, { include: [SECAO], label: 'passo 2' })
    await page.getByRole('button', { name: 'Turismo' }).click()
    await expect(titulo(page, 'Qual é o objetivo do financiamento?')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Capital de Giro' })).toHaveAttribute('aria-pressed', 'true')
    await expectNoA11yViolations(page, { include: [SECAO], label: 'passo 3' })
    await page.getByRole('button', { name: 'Construção e infraestrutura' }).click()
    await expect(titulo(page, 'Qual é o faturamento anual da empresa?')).toBeVisible()
    // Over the limit, step 4 goes back to step 3.
    await page.getByRole('button', { name: 'Voltar ao passo anterior' }).click()
    await expect(titulo(page, 'Qual é o objetivo do financiamento?')).toBeVisible()
    await page.getByRole('button', { name: 'Construção e infraestrutura' }).click()
    await page.getByRole('button', { name: 'Continuar' }).click()
    await preencherSolicitante(page, 'Hotel Serra Gaúcha Ltda')
    await page.getByRole('button', { name: 'Finalizar' }).click()
    await expect(titulo(page, 'Sua solicitação foi enviada com sucesso!')).toBeVisible()
    await expect(page.getByText('nossa equipe comercial vai analisar')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Ver detalhes' })).toHaveCount(0)
  })

  test('setas de voltar: 4→1 sem a caixa, 5→4, 3→2, 2→1', async ({ page }) => {
    await abrirSimulador(page)
    const voltar = page.getByRole('button', { name: 'Voltar ao passo anterior' })
    await expect(voltar).toHaveCount(0)
    await page.getByRole('button', { name: 'Simular' }).click()
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect(titulo(page, 'Dados da empresa')).toBeVisible()
    await voltar.click()
    await expect(titulo(page, 'Qual é o faturamento anual da empresa?')).toBeVisible()
    await voltar.click()
    await expect(titulo(page, 'De quanto você precisa?')).toBeVisible()
    await page.getByLabel('Preciso de mais de R$ 500.000').check()
    await page.getByRole('button', { name: 'Simular' }).click()
    await page.getByRole('button', { name: 'Inovação' }).click()
    await voltar.click()
    await expect(titulo(page, 'Qual é o segmento da sua empresa?')).toBeVisible()
    await voltar.click()
    await expect(titulo(page, 'De quanto você precisa?')).toBeVisible()
  })

  test('segmento, objetivo e valor ficam guardados no navegador e voltam ao recarregar', async ({ page }) => {
    await abrirSimulador(page)
    await page.getByRole('slider', { name: /Valor do financiamento/ }).fill('250000')
    await page.getByLabel('Preciso de mais de R$ 500.000').check()
    await page.getByRole('button', { name: 'Simular' }).click()
    await page.getByRole('button', { name: 'Inovação' }).click()
    await page.getByRole('button', { name: 'Máquinas e Equipamentos' }).click()
    await abrirSimulador(page)
    await expect(page.getByRole('slider', { name: /Valor do financiamento/ })).toHaveAttribute('aria-valuetext', 'R$ 250.000,00')
    await page.getByLabel('Preciso de mais de R$ 500.000').check()
    await page.getByRole('button', { name: 'Simular' }).click()
    await expect(page.getByRole('button', { name: 'Inovação' })).toHaveAttribute('aria-pressed', 'true')
    await page.getByRole('button', { name: 'Inovação' }).click()
    await expect(page.getByRole('button', { name: 'Máquinas e Equipamentos' })).toHaveAttribute('aria-pressed', 'true')
  })

  test('mensagens de validação: faturamento e cada campo dos dados da empresa', async ({ page }) => {
    await abrirSimulador(page)
    await page.getByRole('button', { name: 'Simular' }).click()
    const faturamento = page.getByLabel('Faturamento anual')
    await faturamento.fill('9999999') // R$ 99.999,99
    await expect(faturamento).toHaveValue('R$ 99.999,99')
    await expect(faturamento).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('O faturamento deve estar entre R$ 100.000,00 e R$ 500.000.000,00')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Continuar' })).toBeDisabled()
    await expectNoA11yViolations(page, { include: [SECAO], label: 'faturamento inválido' })
    await faturamento.fill('10000000') // R$ 100.000,00
    await expect(page.getByRole('button', { name: 'Continuar' })).toBeEnabled()
    await page.getByRole('button', { name: 'Continuar' }).click()

    // Each field, touched and left empty, says it is required.
    for (const rotulo of ['Razão social', 'CNPJ', 'Telefone', 'E-mail']) {
      await page.getByLabel(rotulo).focus()
      await page.keyboard.press('Tab')
    }
    await page.getByRole('combobox', { name: 'Cidade' }).focus()
    await page.keyboard.press('Shift+Tab')
    for (const m of ['Campo Razão Social é obrigatório', 'Campo CNPJ é obrigatório', 'Campo Telefone é obrigatório', 'Campo E-mail é obrigatório', 'Cidade é obrigatória.'])
      await expect(page.getByText(m)).toBeVisible()
    await expect(page.getByLabel('Razão social')).toHaveAttribute('aria-invalid', 'true')
    await expectNoA11yViolations(page, { include: [SECAO], label: 'campos obrigatórios' })

    await page.getByLabel('Razão social').fill('AB')
    await page.getByLabel('CNPJ').fill('11222333000182')
    await page.getByLabel('Telefone').fill('519876543')
    await page.getByLabel('E-mail').fill('financeiro@')
    await page.getByLabel('Razão social').focus()
    // Each message is tied to its field (read with it by screen readers).
    await expect(page.getByLabel('Razão social')).toHaveAccessibleDescription('Erro: Razão Social inválida')
    await expect(page.getByLabel('CNPJ')).toHaveAccessibleDescription(/Erro: CNPJ inválido$/)
    await expect(page.getByLabel('Telefone')).toHaveAccessibleDescription('Erro: Telefone inválido')
    await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription('Erro: E-mail inválido')
    await expect(page.getByRole('button', { name: 'Finalizar' })).toBeDisabled()
  })

  test('servidor fora do ar: "Ops, algo deu errado" e tentar de novo', async ({ page }) => {
    await page.route('**/site-api/solicitarSimulacaoFinanciamento', (r) => r.abort('connectionrefused'))
    await abrirSimulador(page)
    await page.getByRole('button', { name: 'Simular' }).click()
    await page.getByRole('button', { name: 'Continuar' }).click()
    await preencherSolicitante(page)
    await page.getByRole('button', { name: 'Finalizar' }).click()
    await expect(titulo(page, 'Ops, algo deu errado')).toBeVisible()
    await expect(page.getByText('Por favor, tente novamente!')).toBeVisible()
    await expectNoA11yViolations(page, { include: [SECAO], label: 'erro' })
    await page.unroute('**/site-api/solicitarSimulacaoFinanciamento')
    await page.getByRole('button', { name: 'Tentar novamente' }).click()
    await expect(page.getByLabel('Razão social')).toHaveValue('Metalúrgica Água Boa Ltda')
    await page.getByRole('button', { name: 'Finalizar' }).click()
    await expect(titulo(page, 'Sua solicitação foi enviada com sucesso!')).toBeVisible()
  })

  test('sugestões de cidade: a partir de 3 letras, da UF escolhida, e somem 200 ms depois de sair do campo', async ({ page }) => {
    await page.clock.install()
    await abrirSimulador(page)
    await page.getByRole('button', { name: 'Simular' }).click()
    await page.getByRole('button', { name: 'Continuar' }).click()
    const cidade = page.getByRole('combobox', { name: 'Cidade' })
    await cidade.fill('le')
    await expect(page.getByRole('listbox', { name: 'Cidades sugeridas' })).toBeHidden()
    await cidade.fill('leo')
    await expect(page.getByRole('option', { name: 'São Leopoldo' })).toBeVisible()
    // Time stands still from here, so the 200 ms are counted exactly.
    await page.clock.pauseAt(Date.now() + 60_000)
    await page.keyboard.press('Tab')
    await page.clock.runFor(150)
    await expect(page.getByRole('option', { name: 'São Leopoldo' })).toBeVisible()
    await page.clock.runFor(100)
    await expect(page.getByRole('listbox', { name: 'Cidades sugeridas' })).toBeHidden()
    await page.clock.resume()
    // Another state, other municipalities.
    await page.getByRole('combobox', { name: 'UF' }).selectOption('SP')
    await cidade.fill('campin')
    await expect(page.getByRole('option', { name: 'Campinas' })).toBeVisible()
  })

  test('página de resultado sem simulação guardada', async ({ page }) => {
    await page.goto('/resultado-financiamento')
    await expect(page.getByText('Não há dados disponíveis para exibir.')).toBeVisible()
  })
})
