import { expect, expectNoA11yViolations, test } from './fixtures'

/** Spec 2 §1: the minimum requirements for a proposal, where a visitor decides to ask for financing. */

const REQUISITOS = [
  'Situação fiscal e previdenciária em dia (certidões negativas de débitos).',
  'Cadastro sem restrições que impeçam a contratação.',
  'Bom histórico de crédito e de cumprimento de compromissos.',
  'Projeto viável, alinhado às prioridades do Estado e às políticas operacionais do BNDES.',
  'Entrega das informações básicas e dos documentos pedidos para a análise.',
]

test('a página do produto e o pedido de financiamento mostram os requisitos mínimos', async ({ page }) => {
  await page.goto('/empresa/35')
  const secao = page.getByRole('region', { name: 'Requisitos mínimos para apresentar uma proposta' })
  await expect(secao.getByRole('listitem')).toHaveText(REQUISITOS)
  await page.getByRole('button', { name: 'SOLICITE AGORA SEU FINANCIAMENTO' }).click()
  const dialogo = page.getByRole('dialog', { name: 'Solicite seu financiamento' })
  await expect(dialogo).toBeVisible()
  await dialogo.getByText('Requisitos mínimos para apresentar uma proposta').click()
  await expect(dialogo.getByRole('listitem')).toHaveText(REQUISITOS)
  await expectNoA11yViolations(page, { label: 'pedido com os requisitos' })
})

test('sem pedido de financiamento (inovação 44), sem requisitos', async ({ page }) => {
  expect((await page.goto('/inovacao/44'))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Ambientes de Inovação' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'SOLICITAR FINANCIAMENTO' })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Requisitos mínimos para apresentar uma proposta' })).toHaveCount(0)
})
