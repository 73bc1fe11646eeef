import type { Page } from '@playwright/test'

import { expect, expectNoA11yViolations, test } from './fixtures'

const campo = (page: Page, nome: string) => page.getByRole('dialog').getByRole('textbox', { name: nome, exact: true })
const BOTAO = 'SOLICITE AGORA SEU FINANCIAMENTO'
const SAVE = '**/fas-service/rest/solicitacaoFinanciamento/saveSolicitacao'

async function abrir(page: Page, url = '/municipio/45', rotulo = BOTAO) {
  await page.goto(url)
  await page.getByRole('button', { name: rotulo }).click()
  await expect(page.getByRole('dialog', { name: 'Solicite seu financiamento' })).toBeVisible()
  await expect(campo(page, 'Nome')).toBeVisible()
}

/** Fills every field by keyboard: Tab from field to field, masks applied as the visitor types. */
async function preencherPorTeclado(page: Page, nome = 'Maria da Silva') {
  await campo(page, 'Nome').focus()
  await page.keyboard.type(nome)
  await page.keyboard.press('Tab')
  await page.keyboard.type('52998224725')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Água Santa')
  await page.keyboard.press('Tab')
  await page.keyboard.type('54998765432')
  await page.keyboard.press('Tab')
  await page.keyboard.type('maria@exemplo.com.br')
  await page.keyboard.press('Tab')
  await page.keyboard.type('2500050')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Compra de um trator para a lavoura.')
  await expect(campo(page, 'CPF/CNPJ')).toHaveValue('529.982.247-25')
  await expect(campo(page, 'Telefone')).toHaveValue('(54)99876-5432')
  await expect(campo(page, 'Valor')).toHaveValue('R$ 25.000,50')
}

async function marcarCaptcha(page: Page) {
  await page.keyboard.press('Tab')
  await expect(page.getByRole('checkbox', { name: 'Não sou um robô' })).toBeFocused()
  await page.keyboard.press('Space')
  await expect(page.getByRole('dialog').getByText('Verificado')).toBeVisible()
}

test.describe('modal de solicitação de financiamento', () => {
  test('completo só com o teclado: captcha, "Enviando...", aviso de sucesso por 3 s', async ({ page }) => {
    await abrir(page)
    await expectNoA11yViolations(page, { include: ['[role="dialog"]'], label: 'modal aberto' })
    await preencherPorTeclado(page)
    await marcarCaptcha(page)
    await expectNoA11yViolations(page, { include: ['[role="dialog"]'], label: 'modal preenchido' })
    // Hold the answer a moment so "Enviando..." can be seen.
    await page.route(SAVE, async (r) => {
      await new Promise((ok) => setTimeout(ok, 400))
      await r.continue()
    })
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Cancelar' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Enviar solicitação' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: 'Enviando...' })).toBeDisabled()
    await expect(page.getByText('Solicitação enviada com sucesso!')).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    // Focus goes back to the button that opened the modal.
    await expect(page.getByRole('button', { name: BOTAO })).toBeFocused()
    await expect(page.getByText('Solicitação enviada com sucesso!')).toHaveCount(0, { timeout: 6_000 })
  })

  test('enviar vazio: resumo dos erros recebe o foco, cada campo com a sua mensagem', async ({ page }) => {
    await abrir(page)
    await page.getByRole('button', { name: 'Enviar solicitação' }).click()
    const resumo = page.getByRole('alert').filter({ hasText: 'Há 8 problemas no formulário' })
    await expect(resumo).toBeFocused()
    for (const m of [
      'Campo Nome é obrigatório',
      'CPF/CNPJ inválido',
      'Município é obrigatório',
      'Telefone inválido',
      'E-mail inválido',
      'Valor inválido',
      'Motivo é obrigatório e deve ter pelo menos 10 caracteres',
      'Por favor confirme que você não é um robô',
    ])
      await expect(resumo.getByRole('link', { name: m })).toBeVisible()
    await expectNoA11yViolations(page, { include: ['[role="dialog"]'], label: 'erros' })
    // A link of the summary takes the visitor to its field.
    await resumo.getByRole('link', { name: 'Município é obrigatório' }).click()
    await expect(campo(page, 'Município')).toBeFocused()
    await expect(campo(page, 'Município')).toHaveAccessibleDescription('Erro: Município é obrigatório')

    await campo(page, 'Nome').fill('Jo')
    await campo(page, 'CPF/CNPJ').fill('11111111111')
    await campo(page, 'Motivo').fill('Curto')
    await page.getByRole('button', { name: 'Enviar solicitação' }).click()
    for (const m of ['Nome inválido', 'CPF/CNPJ inválido', 'Motivo é obrigatório e deve ter pelo menos 10 caracteres']) await expect(page.getByRole('dialog').getByRole('link', { name: m })).toBeVisible()
  })

  test('Escape fecha e limpa o formulário, os erros e o captcha', async ({ page }) => {
    await abrir(page)
    await campo(page, 'Nome').fill('Alguém')
    await page.getByRole('checkbox', { name: 'Não sou um robô' }).click()
    await expect(page.getByRole('dialog').getByText('Verificado')).toBeVisible()
    await page.getByRole('button', { name: 'Enviar solicitação' }).click()
    await expect(page.getByRole('dialog').getByRole('alert').first()).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.getByRole('button', { name: BOTAO }).click()
    await expect(campo(page, 'Nome')).toHaveValue('')
    await expect(page.getByRole('checkbox', { name: 'Não sou um robô' })).not.toBeChecked()
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveCount(0)
    await page.getByRole('button', { name: 'Fechar' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('captcha expirado: a resposta é limpa e o erro aparece', async ({ page }) => {
    await page.clock.install()
    await abrir(page)
    await page.getByRole('checkbox', { name: 'Não sou um robô' }).click()
    await expect(page.getByRole('dialog').getByText('Verificado')).toBeVisible()
    // The challenge is valid 10 minutes.
    await page.clock.runFor(10 * 60_000 + 1_000)
    const caixa = page.getByRole('checkbox', { name: 'Não sou um robô' })
    await expect(caixa).not.toBeChecked()
    await expect(caixa).toHaveAccessibleDescription(/A verificação expirou/)
    await expectNoA11yViolations(page, { include: ['[role="dialog"]'], label: 'captcha expirado' })
    await page.getByRole('button', { name: 'Enviar solicitação' }).click()
    await expect(page.getByRole('dialog').getByRole('alert').filter({ hasText: 'problemas no formulário' })).toBeVisible()
  })

  test('captcha recusado pelo servidor: "Captcha inválido!" e o captcha desmarcado', async ({ page }) => {
    await page.route(SAVE, (r) => r.fulfill({ status: 400, json: { message: 'Captcha inválido!', erros: [{ campo: 'captcha', mensagem: 'Captcha inválido!' }] } }))
    await abrir(page)
    await preencherPorTeclado(page, 'Captcha Recusado')
    await marcarCaptcha(page)
    await page.getByRole('button', { name: 'Enviar solicitação' }).click()
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Captcha inválido!' })).toBeVisible()
    await expect(page.getByRole('checkbox', { name: 'Não sou um robô' })).not.toBeChecked()
    await expectNoA11yViolations(page, { include: ['[role="dialog"]'], label: 'captcha inválido' })
  })

  test('falha do servidor: a mensagem dele, ou "Erro ao enviar solicitação" sem resposta', async ({ page }) => {
    await page.route(SAVE, (r) => r.fulfill({ status: 400, json: { message: 'produto: O produto não possui email de contato configurado', erros: [{ campo: 'produto', mensagem: 'O produto não possui email de contato configurado' }] } }))
    await abrir(page)
    await preencherPorTeclado(page, 'Servidor Recusa')
    await marcarCaptcha(page)
    await page.getByRole('button', { name: 'Enviar solicitação' }).click()
    await expect(page.getByRole('dialog').getByRole('alert').filter({ hasText: 'O produto não possui email de contato configurado' })).toBeVisible()
    // A refusal of no field of the form may come after the server spent the single-use captcha: a new one is asked for.
    const captcha = page.getByRole('dialog').getByRole('checkbox', { name: 'Não sou um robô' })
    await expect(captcha).not.toBeChecked()
    await page.unroute(SAVE)
    await page.route(SAVE, (r) => r.abort('connectionrefused'))
    await captcha.click()
    await expect(page.getByRole('dialog').getByText('Verificado')).toBeVisible()
    await page.getByRole('button', { name: 'Enviar solicitação' }).click()
    await expect(page.getByRole('dialog').getByRole('alert').filter({ hasText: 'Erro ao enviar solicitação' })).toBeVisible()
    await expect(page.getByRole('dialog')).toBeVisible()
  })

  test('inovação: "SOLICITAR FINANCIAMENTO"; o produto 44 não tem o botão', async ({ page }) => {
    await page.goto('/inovacao/6')
    await expect(page.getByRole('button', { name: 'SOLICITAR FINANCIAMENTO' })).toBeVisible()
    await expect(page.getByRole('button', { name: BOTAO })).toHaveCount(0)
    await page.goto('/inovacao/44')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('button', { name: /SOLICIT/ })).toHaveCount(0)
    await page.goto('/agronegocio/10')
    await expect(page.getByRole('button', { name: BOTAO })).toBeVisible()
  })

  test('inovação 1 (produto embutido): a solicitação chega ao produto que o visitante viu, não à empresa de id 1', async ({ page }) => {
    await abrir(page, '/inovacao/1', 'SOLICITAR FINANCIAMENTO')
    await preencherPorTeclado(page, 'Inês Inovadora')
    await marcarCaptcha(page)
    const [pedido, resposta] = await Promise.all([
      page.waitForRequest(SAVE),
      page.waitForResponse(SAVE),
      page.getByRole('button', { name: 'Enviar solicitação' }).click(),
    ])
    expect((pedido.postDataJSON() as { produto: unknown }).produto).toMatchObject({ id: 1, perfil: 'INV' })
    expect(resposta.status()).toBe(200)
    await expect(page.getByText('Solicitação enviada com sucesso!')).toBeVisible()
  })
})
