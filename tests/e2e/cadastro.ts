import type { Page, Route } from '@playwright/test'

import { expect, expectNoA11yViolations } from './fixtures'

/**
 * What the registration pages' browser tests share (cadastro.spec.ts, cadastro-rascunho.spec.ts): the
 * reference lists and the CEP answered here (the CNAE list is slow after a start, the CEP providers are
 * outside), filling a tab by keyboard, opening a tab, and the check-your-answers step.
 */
export const LISTAS: Record<string, unknown[]> = {
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
export const CEP = { prefixo: 'RUA', rua: 'SETE DE SETEMBRO', bairro: 'CENTRO HISTÓRICO', uf: 'RS', codigoIbge: '4314902', cidade: 'PORTO ALEGRE' }
export const REGRA = 'É necessário fazer a leitura das Autorizações e Declarações.'
export const SUCESSO = 'Formulário enviado com sucesso!'

export async function responderReferencias(page: Page) {
  await page.route('**/site-api/formulario/**', async (route: Route) => {
    const nome = new URL(route.request().url()).pathname.split('/').pop() ?? ''
    if (nome === 'cep') return route.fulfill({ json: CEP })
    const lista = LISTAS[nome]
    return lista ? route.fulfill({ json: lista }) : route.continue()
  })
}

/** Fills the active tab's fields that the sample holds, by keyboard (typing, space on radios and boxes, select by value). */
export async function preencherAba(page: Page, form: string, dados: Record<string, string | number | boolean | null>) {
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

/**
 * Opens a tab as a visitor would: a click that lands before the page's scripts have hydrated the tabs does
 * nothing (seen under load, right after the page loads), so the visitor clicks again.
 */
export async function abrirAba(page: Page, rotulo: RegExp | string) {
  const aba = page.getByRole('tab', { name: rotulo })
  await expect(async () => {
    await aba.click()
    await expect(aba).toHaveAttribute('aria-selected', 'true', { timeout: 2000 })
  }).toPass({ timeout: 15_000 })
}

export const TITULO_CONFERIR = 'Confira suas respostas antes de enviar'

/**
 * "Conferir respostas" on a valid form whose declarations were read: the summary opens with focus on
 * its heading and the button below it reads Enviar (issue 32); axe on that state.
 */
export async function conferirRespostas(page: Page) {
  await page.getByRole('button', { name: 'Conferir respostas' }).click()
  const titulo = page.getByRole('heading', { level: 2, name: TITULO_CONFERIR })
  await expect(titulo).toBeFocused()
  await expect(page.getByRole('tablist')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Enviar' })).toBeEnabled()
  await expectNoA11yViolations(page, { label: 'conferir respostas' })
  return page.getByRole('region', { name: TITULO_CONFERIR })
}
