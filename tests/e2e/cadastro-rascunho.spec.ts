import type { Page } from '@playwright/test'

import { solteira } from '../../src/features/cadastros/exemplos'
import { abrirAba, conferirRespostas, responderReferencias } from './cadastro'
import { expect, expectNoA11yViolations, test } from './fixtures'

/**
 * Issue 32, the registration forms' long-form aids: the draft kept in this browser only when the person
 * opts in (restored on return, discarded by a button, deleted once sent) and the check-your-answers
 * step whose Alterar links go back to each section. The submission goes to the real uploadNeutro.
 */
const CHAVE = 'rascunho:cadastro-pf'
const ROTULO = 'Guardar um rascunho neste navegador'
const DICA =
  'Desmarcado, nada é guardado. Marcado, o que você digitar fica guardado só neste navegador, neste aparelho, para continuar depois; nada é enviado à Agência antes de você clicar em Enviar. O rascunho é apagado quando o formulário é enviado ou quando você o descarta. Não use em computador compartilhado.'
const DESCARTADO = 'Rascunho descartado: os dados foram apagados deste navegador e do formulário.'

/** The draft as this browser keeps it (null when there is none). */
async function rascunho(page: Page): Promise<{ valores: Record<string, unknown>; salvoEm: number } | null> {
  return page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null') as { valores: Record<string, unknown>; salvoEm: number } | null, CHAVE)
}

/** The notice on return, with the time the draft was saved as this browser writes it. */
async function avisoRestaurado(page: Page, salvoEm: number): Promise<string> {
  const quando = await page.evaluate((ms) => new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' }).format(ms), salvoEm)
  expect(quando).toMatch(/^\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}$/)
  return `Rascunho restaurado: os dados guardados neste navegador em ${quando} foram preenchidos. Confira-os antes de enviar.`
}

test.beforeEach(async ({ page }) => {
  await responderReferencias(page)
})

test('rascunho: desligado de início; ligado pelo teclado guarda o que se digita, volta ao recarregar e some ao descartar', { tag: '@computador' }, async ({ page }) => {
  await page.goto('/formulario/pessoa-fisica')
  const caixa = page.getByRole('checkbox', { name: ROTULO })
  await expect(caixa).not.toBeChecked()
  await expect(caixa).toHaveAccessibleDescription(DICA)
  await expectNoA11yViolations(page, { label: 'rascunho desligado' })

  const nome = page.locator('#cadastro-pf-nomeCompletoBeneficiario')
  const cpf = page.locator('#cadastro-pf-cpfBeneficiario')
  await nome.pressSequentially('Maria Rascunho')
  // Longer than the save's pause: switched off, nothing is kept.
  await page.waitForTimeout(1500)
  expect(await rascunho(page)).toBeNull()

  await caixa.focus()
  await page.keyboard.press('Space')
  await expect(caixa).toBeChecked()
  await cpf.pressSequentially('52998224725')
  await expect.poll(async () => (await rascunho(page))?.valores).toMatchObject({ nomeCompletoBeneficiario: 'Maria Rascunho', cpfBeneficiario: '529.982.247-25' })
  await expectNoA11yViolations(page, { label: 'rascunho ligado' })

  const { salvoEm } = (await rascunho(page))!
  await page.reload()
  await expect(page.getByRole('status').filter({ hasText: 'Rascunho restaurado' })).toHaveText(await avisoRestaurado(page, salvoEm))
  await expect(nome).toHaveValue('Maria Rascunho')
  await expect(cpf).toHaveValue('529.982.247-25')
  await expect(caixa).toBeChecked()
  await expectNoA11yViolations(page, { label: 'rascunho restaurado' })

  const descartar = page.getByRole('button', { name: 'Descartar rascunho' })
  await descartar.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Rascunho descartado' })).toHaveText(DESCARTADO)
  await expect(nome).toHaveValue('')
  await expect(cpf).toHaveValue('')
  await expect(caixa).not.toBeChecked()
  await expect(descartar).toHaveCount(0)
  expect(await rascunho(page)).toBeNull()
  await expectNoA11yViolations(page, { label: 'rascunho descartado' })

  await page.reload()
  await expect(caixa).not.toBeChecked()
  await expect(nome).toHaveValue('')
  await expect(page.getByText('Rascunho restaurado')).toHaveCount(0)
})

test('conferir respostas: Alterar volta à seção com o foco; Enviar envia e o rascunho é apagado', async ({ page }) => {
  test.slow()
  await page.goto('/formulario/pessoa-fisica')
  // A draft this browser kept on an earlier visit: the whole single beneficiary.
  await page.evaluate(([k, v]) => localStorage.setItem(k, JSON.stringify({ valores: v, salvoEm: Date.now() })), [CHAVE, solteira] as const)
  await page.reload()
  await expect(page.getByRole('status').filter({ hasText: 'Rascunho restaurado' })).toBeVisible()
  await expect(page.locator('#cadastro-pf-nomeCompletoBeneficiario')).toHaveValue('Pessoa Beneficiario da Silva')

  await abrirAba(page, /Autorizações e declarações/)
  const resumo = await conferirRespostas(page)
  await expect(resumo.locator('div:has(> dt:text-is("Renda Anual (R$)")) > dd')).toHaveText('R$ 85.000,50')
  await resumo.getByRole('link', { name: 'Alterar Contato e endereço' }).click()
  await expect(page.getByRole('tab', { name: /Contato e endereço/ })).toHaveAttribute('aria-selected', 'true')
  await expect(page.locator('#cadastro-pf-painel-dadoscontatoendereco')).toBeFocused()
  await expect(resumo).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Conferir respostas' })).toBeVisible()
  await expectNoA11yViolations(page, { label: 'alterar contato' })

  await page.locator('#cadastro-pf-complementoResidencial').pressSequentially('APTO 3')
  await expect.poll(async () => (await rascunho(page))?.valores.complementoResidencial).toBe('APTO 3')
  const depois = await conferirRespostas(page)
  await expect(depois.locator('div:has(> dt:text-is("Complemento")) > dd')).toHaveText('APTO 3')

  const resposta = page.waitForResponse('**/site-api/formulario/uploadNeutro')
  // The page reloads 3 s after the success (spec 3 §8); a draft left behind would be restored by it.
  const recarregou = page.waitForEvent('load', { timeout: 30_000 })
  await page.getByRole('button', { name: 'Enviar' }).click()
  const r = await resposta
  expect(r.status()).toBe(200)
  expect((r.request().postDataJSON() as Record<string, unknown>).complementoResidencial).toBe('APTO 3')
  await recarregou
  // Sent: the draft is gone, and nothing the person typed stays in this browser's local storage.
  expect(await rascunho(page)).toBeNull()
  const guardado = await page.evaluate(() => Object.values(localStorage).join('\n'))
  expect(guardado).not.toContain('Beneficiario da Silva')
  expect(guardado).not.toContain('529.982.247-25')
  await expect(page.getByRole('checkbox', { name: ROTULO })).not.toBeChecked()
  await expect(page.getByText('Rascunho restaurado')).toHaveCount(0)
  await expect(page.locator('#cadastro-pf-nomeCompletoBeneficiario')).toHaveValue('')
})
