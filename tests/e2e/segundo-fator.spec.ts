import type { Page } from '@playwright/test'

import { codigosParaTentar } from '../util/segundo-fator'
import { expect, expectNoA11yViolations, test } from './fixtures'
import { criarAdministrador } from './staff'

// The dashboard at the end is Payload's UI; axe runs on the second factor's screens, which are ours.
test.use({ a11yAfterEach: false })

/** Tabs until the element has the focus, as someone on the keyboard does (at most 15 steps). */
async function tabAte(page: Page, alvo: ReturnType<Page['getByRole']>) {
  for (let i = 0; i < 15; i++) {
    if (await alvo.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(alvo).toBeFocused()
}

async function entrarComSenha(page: Page, email: string, senha: string) {
  await page.goto('/admin/login')
  const campoEmail = page.getByRole('textbox', { name: 'Email' })
  // What a password manager reads to fill the sign-in (WCAG 2.2 SC 3.3.8; Payload renders "off").
  await expect(campoEmail).toHaveAttribute('autocomplete', 'username')
  await expect(page.locator('#field-password')).toHaveAttribute('autocomplete', 'current-password')
  await tabAte(page, campoEmail)
  await page.keyboard.type(email)
  await page.keyboard.press('Tab')
  await page.keyboard.type(senha)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/admin\/segundo-fator/)
}

/** Types this step's code, or the next step's when this one was already used (a sign-in seconds before). */
async function informarCodigo(page: Page, segredo: string, destino: RegExp) {
  const campo = page.getByRole('textbox', { name: 'Código de verificação' })
  for (const codigo of codigosParaTentar(segredo)) {
    await tabAte(page, campo)
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type(codigo)
    await page.keyboard.press('Enter')
    const entrou = await page.waitForURL(destino, { timeout: 5000 }).then(
      () => true,
      () => false,
    )
    if (entrou) return
  }
  await expect(page).toHaveURL(destino)
}

test('administrador, só pelo teclado: cadastra o segundo fator na primeira entrada, chega ao painel; sai e entra de novo com o código', { tag: '@computador' }, async ({ page }) => {
  // Three screens, each checked by axe, and the recovery codes in between: more than the default minute on 2 cores.
  test.setTimeout(150_000)
  const { email, senha } = criarAdministrador()

  // First sign-in: the password leads only to the enrolment.
  await entrarComSenha(page, email, senha)
  await expect(page.getByRole('heading', { level: 1, name: 'Ative a verificação em duas etapas' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Código QR para adicionar esta conta ao aplicativo autenticador' })).toBeVisible()
  await expectNoA11yViolations(page, { label: 'cadastro do segundo fator' })
  // The back-office is out of reach until then.
  await page.goto('/admin/collections/users')
  await expect(page).toHaveURL(/\/admin\/segundo-fator\?redirect=/)
  const segredo = ((await page.locator('#chave-segundo-fator').textContent()) ?? '').replace(/\s+/g, '')
  expect(segredo).toMatch(/^[A-Z2-7]{32}$/)

  // A wrong code, pasted as an app copies it: the message, tied to the field, focus back on it.
  // Paste is never blocked and the browser may offer the code itself (WCAG 2.2 SC 3.3.8).
  const campo = page.getByRole('textbox', { name: 'Código de verificação' })
  await expect(campo).toHaveAttribute('autocomplete', 'one-time-code')
  await expect(campo).toHaveAttribute('inputmode', 'numeric')
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.evaluate(() => navigator.clipboard.writeText('000 000'))
  await tabAte(page, campo)
  await page.keyboard.press('ControlOrMeta+v')
  await expect(campo).toHaveValue('000 000')
  await page.keyboard.press('Enter')
  // (Next's route announcer is an empty alert too: the form's is the one in the page's main.)
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Código de verificação incorreto. Confira o código no aplicativo autenticador e tente de novo.')
  await expect(campo).toBeFocused()
  await expect(campo).toHaveAttribute('aria-invalid', 'true')
  await expectNoA11yViolations(page, { label: 'código errado' })

  // The enrolment's first code: the ten recovery codes, shown once, then on where it was going.
  const campoCodigo = page.getByRole('textbox', { name: 'Código de verificação' })
  for (const codigo of codigosParaTentar(segredo)) {
    await tabAte(page, campoCodigo)
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type(codigo)
    await page.keyboard.press('Enter')
    const mostrou = await page.getByRole('heading', { name: 'Seus códigos de recuperação' }).waitFor({ timeout: 5000 }).then(
      () => true,
      () => false,
    )
    if (mostrou) break
  }
  const codigosRecuperacao = page.getByRole('region', { name: 'Seus códigos de recuperação' }).getByRole('listitem')
  await expect(codigosRecuperacao).toHaveCount(10)
  await expect(codigosRecuperacao.first()).toHaveText(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/)
  await expectNoA11yViolations(page, { label: 'códigos de recuperação' })
  const continuar = page.getByRole('button', { name: 'Guardei os códigos, continuar' })
  await tabAte(page, continuar)
  await page.keyboard.press('Enter')
  // Back where it was going (the staff list), now allowed.
  await expect(page).toHaveURL(/\/admin\/collections\/users$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible()

  // The account says so (the checkbox only the second factor's calls set).
  await page.goto('/admin/account')
  await expect(page.getByRole('checkbox', { name: 'Verificação em duas etapas ativa' })).toBeChecked()

  // Sign out, sign in again: now the code is asked.
  await page.goto('/admin/logout')
  await expect(page).toHaveURL(/\/admin\/login/)
  await entrarComSenha(page, email, senha)
  await expect(page.getByRole('heading', { level: 1, name: 'Verificação em duas etapas' })).toBeVisible()
  // The same field takes a recovery code (letters): a text keyboard, the code still offered by the browser.
  await expect(page.getByRole('textbox', { name: 'Código de verificação' })).toHaveAttribute('autocomplete', 'one-time-code')
  await expectNoA11yViolations(page, { label: 'pedido do código' })
  await informarCodigo(page, segredo, /\/admin$/)
})
