import type { Locator, Page } from '@playwright/test'

import { expect } from './fixtures'

/** The whistleblower page, its forms and the anonymous report's steps, shared by the browser tests. */
export const PAGINA_DENUNCIAS = '/atendimento-ao-cliente/denuncias'
export const RECIBO = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/

export const nova = (page: Page) => page.locator('form#denuncia')

export async function marcarCaptcha(form: Locator) {
  await form.getByRole('checkbox', { name: 'Não sou um robô' }).click()
  await expect(form.getByText('Verificado')).toBeVisible()
}

/** Files an anonymous report through the page and answers its receipt (the dialog closed). */
export async function denunciarAnonimamente(page: Page, texto: string): Promise<string> {
  await nova(page).getByRole('checkbox', { name: 'Desejo fazer uma denúncia anônima' }).check()
  await page.getByRole('dialog', { name: 'Denúncia anônima' }).getByRole('button', { name: 'CONFIRMAR' }).click()
  await nova(page).getByRole('textbox', { name: 'Descrição' }).fill(texto)
  await nova(page).getByRole('checkbox', { name: 'Declaro que as informações listadas são verídicas' }).check()
  await marcarCaptcha(nova(page))
  await nova(page).getByRole('button', { name: 'Enviar denúncia' }).click()
  const dialogo = page.getByRole('dialog', { name: 'Denúncia Enviada!' })
  const recibo = (await dialogo.getByTestId('recibo').textContent())!.trim()
  expect(recibo).toMatch(RECIBO)
  await dialogo.getByRole('button', { name: 'Fechar' }).click()
  return recibo
}
