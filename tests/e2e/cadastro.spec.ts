import type { Page, Route } from '@playwright/test'

import { empresa, solteira } from '../../src/features/cadastros/exemplos'
import { expect, expectNoA11yViolations, test } from './fixtures'

/**
 * The state funds' registration pages (spec 3 §1, §2, §4, §8): the reference
 * lists and the CEP are answered here (the CNAE list is slow after a start, the
 * CEP providers are outside); the submission goes to the real uploadNeutro.
 */
const LISTAS: Record<string, unknown[]> = {
  profissao: [{ id: '612005', descricao: 'AGRICULTOR' }],
  pais: [{ id: 'BR', descPaisMaiusculo: 'BRASIL' }],
  uf: [
    { id: 43, siglaUF: 'RS' },
    { id: 42, siglaUF: 'SC' },
  ],
  municipio: [
    { id: 4314100, codIBGE: '4314100', descMunicipioMaiusculo: 'PASSO FUNDO' },
    { id: 4314902, codIBGE: '4314902', descMunicipioMaiusculo: 'PORTO ALEGRE' },
  ],
  estadoCivil: [
    { id: 1, descEstadoCivilMaiusculo: 'SOLTEIRO(A)' },
    { id: 2, descEstadoCivilMaiusculo: 'CASADO(A)' },
    { id: 3, descEstadoCivilMaiusculo: 'DIVORCIADO' },
  ],
  regimeCasamento: [{ id: 1, descRegimeCasamentoMaiusculo: 'COMUNHÃO PARCIAL DE BENS' }],
  banco: [{ id: '041', descricao: 'BANRISUL' }],
  tipoEnquadramentoParteRelacionada: [{ id: 1, descricao: 'ADMINISTRADOR' }],
  tipoEnquadramentoPessoaExpostaPoliticamente: [{ id: 1, descricao: 'DETENTOR DE MANDATO ELETIVO' }],
  tipoDocumento: [{ idTipoDocumento: 1, descricao: 'CARTEIRA DE IDENTIDADE', sigla: 'RG' }],
  qualificacaoPj: [{ id: '2062', descricao: 'SOCIEDADE EMPRESÁRIA LIMITADA' }],
  ramoAtividade: [{ id: '0111301', descricao: 'CULTIVO DE ARROZ' }],
  prefixoEndereco: [{ descricao: 'RUA' }],
}
const CEP = { prefixo: 'RUA', rua: 'SETE DE SETEMBRO', bairro: 'CENTRO HISTÓRICO', uf: 'RS', codigoIbge: '4314902', cidade: 'PORTO ALEGRE' }
const REGRA = 'É necessário fazer a leitura das Autorizações e Declarações.'
const SUCESSO = 'Formulário enviado com sucesso!'

async function responderReferencias(page: Page) {
  await page.route('**/site-api/formulario/**', async (route: Route) => {
    const nome = new URL(route.request().url()).pathname.split('/').pop() ?? ''
    if (nome === 'cep') return route.fulfill({ json: CEP })
    const lista = LISTAS[nome]
    return lista ? route.fulfill({ json: lista }) : route.continue()
  })
}

/** Fills the active tab's fields that the sample holds, by keyboard (typing, space on radios and boxes, select by value). */
async function preencherAba(page: Page, form: string, dados: Record<string, string | number | boolean | null>) {
  const painel = page.locator(`#${form} [role="tabpanel"][data-state="active"]`)
  for (const [nome, valor] of Object.entries(dados)) {
    if (valor === '' || valor === false || valor === null) continue
    const campo = painel.locator(`[name="${nome}"]`).first()
    if (!(await campo.isVisible()) || !(await campo.isEnabled())) continue
    const tipo = await campo.evaluate((e) => (e instanceof HTMLSelectElement ? 'select' : (e as HTMLInputElement).type))
    if (tipo === 'select') await campo.selectOption(nome.startsWith('dataBase') ? { index: 1 } : String(valor))
    else if (tipo === 'radio') await painel.locator(`[name="${nome}"][value="${String(valor)}"]`).check()
    else if (tipo === 'checkbox') await campo.press('Space')
    else {
      await campo.fill('')
      await campo.pressSequentially(String(valor))
    }
  }
}

async function abrirAba(page: Page, rotulo: RegExp | string) {
  await page.getByRole('tab', { name: rotulo }).click()
  await expect(page.getByRole('tab', { name: rotulo })).toHaveAttribute('aria-selected', 'true')
}

/** Sends to the real uploadNeutro: the success toast, then the page reloads (spec 3 §8) and reopens the tab that was open (kept 5 min). */
async function enviarComSucesso(page: Page) {
  const resposta = page.waitForResponse('**/site-api/formulario/uploadNeutro')
  await page.getByRole('button', { name: 'Enviar' }).click()
  expect((await resposta).status()).toBe(200)
  await expect(page.getByText(SUCESSO)).toBeVisible()
  await page.waitForEvent('load', { timeout: 10_000 })
  await expect(page.getByRole('tab', { name: /Autorizações e declarações/ })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByText(SUCESSO)).toHaveCount(0)
}

test.beforeEach(async ({ page }) => {
  await responderReferencias(page)
})

test('pessoa física: o beneficiário solteiro preenche as abas, lê as declarações e envia', async ({ page }) => {
  await page.goto('/formulario/pessoa-fisica')
  await expect(page.getByRole('heading', { level: 1, name: 'CADASTRO DE DECLARAÇÕES - PESSOA FÍSICA / FUNDOS ESTADUAIS - FEAPER' })).toBeVisible()
  await expect(page.locator('#conteudo').getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute('href', '/politica-de-privacidade')
  await expectNoA11yViolations(page, { label: 'aba beneficiário' })

  await preencherAba(page, 'cadastro-pf', solteira)
  // Single: no spouse tab.
  await expect(page.getByRole('tab', { name: /cônjuge/ })).toHaveCount(0)

  await abrirAba(page, /Contato e endereço/)
  // The CEP lookup on leaving the field fills the address.
  const cep = page.locator('#cadastro-pf-cepResidencial')
  await cep.pressSequentially('90010000')
  await cep.press('Tab')
  await expect(page.locator('#cadastro-pf-logradouroResidencial')).toHaveValue('SETE DE SETEMBRO')
  await expect(page.locator('#cadastro-pf-cidadeResidencial')).toHaveValue('PORTO ALEGRE')
  await preencherAba(page, 'cadastro-pf', { ...solteira, cepResidencial: '' })
  await expectNoA11yViolations(page, { label: 'aba contato' })

  // Valid but the declarations not read: the rule, and the declarations tab opens.
  await page.getByRole('button', { name: 'Enviar' }).click()
  await expect(page.getByRole('alert').filter({ hasText: REGRA }).first()).toBeVisible()
  await expect(page.getByRole('tab', { name: /Autorizações e declarações/ })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('heading', { name: /Anexo IV/ })).toBeVisible()
  await expectNoA11yViolations(page, { label: 'aba declarações' })

  await enviarComSucesso(page)
})

test('pessoa física: enviar vazio mostra o resumo, a primeira aba com erros e a regra das declarações', async ({ page }) => {
  await page.goto('/formulario/pessoa-fisica')
  await abrirAba(page, /Contato e endereço/)
  await page.getByRole('button', { name: 'Enviar' }).click()
  await expect(page.getByRole('alert').filter({ hasText: REGRA })).toBeVisible()
  await expect(page.getByRole('tab', { name: /Dados pessoais do beneficiário/ })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByText('CPF é obrigatório.').first()).toBeVisible()
  await expectNoA11yViolations(page, { label: 'erros' })
})

test('pessoa jurídica: preenche, lê as declarações e envia', async ({ page }) => {
  await page.goto('/formulario/pessoa-juridica')
  await expect(page.getByRole('heading', { level: 1, name: 'CADASTRO E DECLARAÇÕES - PESSOA JURÍDICA / FUNDOS ESTADUAIS - FEAPER' })).toBeVisible()
  await preencherAba(page, 'cadastro-pj', empresa)
  await expectNoA11yViolations(page, { label: 'aba entidade' })
  await abrirAba(page, /Dados bancários/)
  await preencherAba(page, 'cadastro-pj', empresa)
  await expectNoA11yViolations(page, { label: 'aba contato' })
  await abrirAba(page, /Autorizações e declarações/)
  await expect(page.getByRole('heading', { name: /Anexo I/ })).toBeVisible()
  await expectNoA11yViolations(page, { label: 'aba declarações' })

  await enviarComSucesso(page)
})
