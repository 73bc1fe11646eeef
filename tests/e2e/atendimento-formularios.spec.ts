import type { Page } from '@playwright/test'

import { expect, expectNoA11yViolations, test } from './fixtures'

const FALE_CONOSCO = '/atendimento-ao-cliente/fale-conosco'
const SALVAR_FALE_CONOSCO = '**/fas/formularioFaleConoscoCadastro/json'
const formulario = (page: Page) => page.locator('form#fale-conosco')
const campo = (page: Page, nome: string) => formulario(page).getByRole('textbox', { name: nome, exact: true })

/** Fills every field by keyboard alone: Tab from field to field, the phone mask and the UF's capitals applied as the visitor types. */
async function preencherPorTeclado(page: Page, nome: string) {
  await campo(page, 'Nome').focus()
  await page.keyboard.type(nome)
  for (const valor of ['joao@exemplo.com.br', '5433211234', 'Serraria Serra', 'Caxias do Sul', 'rs', 'Gostaria de saber como renegociar o meu contrato.']) {
    await page.keyboard.press('Tab')
    await page.keyboard.type(valor)
  }
  await expect(campo(page, 'Telefone')).toHaveValue('(54)3321-1234')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('checkbox', { name: 'Não sou um robô' })).toBeFocused()
  await page.keyboard.press('Space')
  await expect(formulario(page).getByText('Verificado')).toBeVisible()
}

test.describe('Fale Conosco', () => {
  test('completo só com o teclado: "Enviando...", aviso de sucesso e o formulário limpo', async ({ page }) => {
    await page.goto(FALE_CONOSCO)
    await expect(page.getByRole('heading', { level: 3, name: 'Envie sua mensagem' })).toBeVisible()
    await expect(formulario(page).getByRole('button', { name: 'Enviar' })).toBeDisabled()
    await expectNoA11yViolations(page, { label: 'formulário vazio' })
    await preencherPorTeclado(page, `João Teclado ${test.info().project.name}`)
    await expectNoA11yViolations(page, { label: 'formulário preenchido' })
    // Hold the answer a moment so "Enviando..." can be seen.
    await page.route(SALVAR_FALE_CONOSCO, async (r) => {
      await new Promise((ok) => setTimeout(ok, 400))
      await r.continue()
    })
    const resposta = page.waitForResponse(SALVAR_FALE_CONOSCO)
    await page.keyboard.press('Tab')
    await expect(formulario(page).getByRole('button', { name: 'Enviar' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(formulario(page).getByRole('button', { name: 'Enviando...' })).toBeDisabled()
    const r = await resposta
    expect(r.status()).toBe(200)
    // The page posts what the visitor typed, the UF uppercased.
    expect(r.request().postDataJSON()).toMatchObject({ uf: 'RS', telefone: '(54)3321-1234' })
    await expect(page.getByText('Formulário enviado com sucesso!')).toBeVisible()
    await expectNoA11yViolations(page, { label: 'aviso de sucesso' })
    await expect(campo(page, 'Nome')).toHaveValue('')
    await expect(campo(page, 'Mensagem')).toHaveValue('')
    await expect(page.getByRole('checkbox', { name: 'Não sou um robô' })).not.toBeChecked()
    await expect(formulario(page).getByRole('button', { name: 'Enviar' })).toBeDisabled()
  })

  test('mensagens de cada campo ao sair dele, e o envio só habilita quando tudo está certo', async ({ page }) => {
    await page.goto(FALE_CONOSCO)
    await campo(page, 'Nome').fill('Jo')
    await campo(page, 'E-mail').fill('joao@')
    await campo(page, 'Telefone').fill('5433')
    await campo(page, 'UF').fill('r1')
    await campo(page, 'Mensagem').fill('Curta')
    await campo(page, 'Município').focus()
    await campo(page, 'Nome').focus()
    for (const [nome, mensagem] of [
      ['Nome', 'Nome inválido'],
      ['E-mail', 'E-mail inválido'],
      ['Telefone', 'Telefone inválido'],
      ['Município', 'Campo Município é obrigatório'],
      ['UF', 'UF inválida'],
      ['Mensagem', 'Mensagem deve ter entre 10 e 2000 caracteres'],
    ] as const)
      await expect(campo(page, nome)).toHaveAccessibleDescription(new RegExp(`Erro: ${mensagem}`))
    await expect(formulario(page).getByRole('button', { name: 'Enviar' })).toBeDisabled()
    await expectNoA11yViolations(page, { label: 'erros nos campos' })
    await campo(page, 'Nome').fill('João Silva')
    await campo(page, 'E-mail').fill('joao@exemplo.com.br')
    await campo(page, 'Telefone').fill('54998765432')
    await campo(page, 'Município').fill('Caxias do Sul')
    await campo(page, 'UF').fill('RS')
    await campo(page, 'Mensagem').fill('Uma mensagem com mais de dez caracteres.')
    // Everything but the captcha: still disabled.
    await expect(formulario(page).getByRole('button', { name: 'Enviar' })).toBeDisabled()
    await page.getByRole('checkbox', { name: 'Não sou um robô' }).click()
    await expect(formulario(page).getByText('Verificado')).toBeVisible()
    await expect(formulario(page).getByRole('button', { name: 'Enviar' })).toBeEnabled()
  })

  test('a recusa do servidor aparece no campo e como aviso', async ({ page }) => {
    await page.goto(FALE_CONOSCO)
    await page.route(SALVAR_FALE_CONOSCO, (r) =>
      r.fulfill({ status: 400, json: { message: 'captcha: Captcha inválido!', erros: [{ campo: 'captcha', mensagem: 'Captcha inválido!' }] } }),
    )
    await preencherPorTeclado(page, 'Maria Recusada')
    await formulario(page).getByRole('button', { name: 'Enviar' }).click()
    await expect(page.getByTestId('toast-error').getByText('Captcha inválido!')).toBeVisible()
    await expect(page.getByRole('checkbox', { name: 'Não sou um robô' })).not.toBeChecked()
    await expectNoA11yViolations(page, { label: 'captcha recusado' })
  })

  test('aviso de proteção de dados com o link do encarregado', async ({ page }) => {
    await page.goto(FALE_CONOSCO)
    const aviso = page.getByRole('note', { name: 'Proteção de dados pessoais' })
    await expect(aviso).toContainText('para responder ao seu contato')
    await expect(aviso.getByRole('link', { name: 'Encarregado de Dados' })).toHaveAttribute('href', '/atendimento-ao-cliente/encarregado')
  })

})

test.describe('Fale Conosco sem JavaScript', () => {
  test.use({ javaScriptEnabled: false, a11yAfterEach: false })

  test('a página lê e diz que o formulário precisa de scripts', async ({ page }) => {
    await page.goto(FALE_CONOSCO)
    await expect(page.getByRole('heading', { level: 2, name: 'Fale Conosco' })).toBeVisible()
    // Playwright's text locators skip <noscript>; without scripts the browser renders its content (a paragraph).
    const avisos = await page.locator('noscript').evaluateAll((ns) => ns.map((n) => n.textContent ?? ''))
    expect(avisos.some((t) => t.startsWith('O formulário de contato precisa de JavaScript.'))).toBe(true)
    await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toBeVisible()
  })
})
