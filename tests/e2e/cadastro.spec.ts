import { readFile } from 'node:fs/promises'

import type { Page, Route } from '@playwright/test'

import { empresa, solteira } from '../../src/features/cadastros/exemplos'
import { textoDoPdf } from '../util/texto-pdf'
import { abrirAba, CEP, conferirRespostas, preencherAba, REGRA, responderReferencias, SUCESSO } from './cadastro'
import { expect, expectNoA11yViolations, test } from './fixtures'

/**
 * The state funds' registration pages (spec 3 §1, §2, §4, §8): the reference
 * lists and the CEP are answered here (the CNAE list is slow after a start, the
 * CEP providers are outside); the submission goes to the real uploadNeutro.
 */
/**
 * Sends to the real uploadNeutro: the success toast, then the page reloads (spec 3 §8) and reopens the
 * tab that was open (kept 5 min); the link to the PDF to sign survives the reload, and the PDF
 * downloaded holds the applicant's name.
 */
async function enviarComSucesso(page: Page, nome: string, formulario: string, siglas: Record<string, string>) {
  const resposta = page.waitForResponse('**/site-api/formulario/uploadNeutro')
  await page.getByRole('button', { name: 'Enviar' }).click()
  const r = await resposta
  expect(r.status()).toBe(200)
  // tipoDocumentoSigla of every person, from the document-type list (spec 3 §3).
  const enviado = r.request().postDataJSON() as Record<string, unknown>
  expect(Object.fromEntries(Object.keys(siglas).map((c) => [c, enviado[c]]))).toEqual(siglas)
  await expect(page.getByText(SUCESSO)).toBeVisible()
  // Locked during the 3 s before the reload (spec 3 §4).
  await expect(page.getByRole('button', { name: 'Enviar' })).toBeDisabled()
  await page.waitForEvent('load', { timeout: 10_000 })
  await expect(page.getByRole('tab', { name: /Autorizações e declarações/ })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByText(SUCESSO)).toHaveCount(0)

  const aviso = page.getByRole('region', { name: 'Cadastro enviado: assine o PDF' })
  await expect(aviso).toContainText('certificado digital ICP-Brasil')
  await expect(aviso).toContainText('assinatura eletrônica do gov.br')
  // The page itself was checked before sending; here the new region.
  await expectNoA11yViolations(page, { label: 'PDF para assinar', include: [`#${formulario}-pdf`] })
  const baixando = page.waitForEvent('download')
  await aviso.getByRole('link', { name: 'Baixar o PDF para assinar' }).click()
  const download = await baixando
  expect(download.suggestedFilename()).toMatch(/^cadastro-fundos-estaduais-pessoa-(fisica|juridica)\.pdf$/)
  const pdf = await readFile(await download.path())
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
  expect(textoDoPdf(pdf)).toContain(nome)
}

test.beforeEach(async ({ page }) => {
  await responderReferencias(page)
})

test('pessoa física: o beneficiário solteiro preenche as abas, lê as declarações e envia', async ({ page }) => {
  // The whole flow by keyboard, the reload and the PDF: longer than one page's budget on a shared machine.
  test.slow()
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
  await page.getByRole('button', { name: 'Conferir respostas' }).click()
  await expect(page.getByRole('alert').filter({ hasText: REGRA }).first()).toBeVisible()
  await expect(page.getByRole('tab', { name: /Autorizações e declarações/ })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('heading', { name: /Anexo IV/ })).toBeVisible()
  await expectNoA11yViolations(page, { label: 'aba declarações' })

  // Issue 32: the answers tab by tab under the catalogue's labels (the declarations have none), then Enviar.
  const resumo = await conferirRespostas(page)
  await expect(resumo.getByRole('heading', { level: 3 })).toHaveText(['Dados pessoais do beneficiário', 'Contato e endereço'])
  await expect(resumo.getByRole('link', { name: /^Alterar/ })).toHaveText(['Alterar Dados pessoais do beneficiário', 'Alterar Contato e endereço'])
  const valor = (rotulo: string) => resumo.locator(`div:has(> dt:text-is("${rotulo}")) > dd`)
  await expect(valor('Nome Completo')).toHaveText('Pessoa Beneficiario da Silva')
  await expect(valor('CPF')).toHaveText('529.982.247-25')
  // preencherAba types 85000.5 digit by digit: the money mask fills from the cents.
  await expect(valor('Renda Anual (R$)')).toHaveText('R$ 8.500,05')
  await expect(valor('Logradouro')).toHaveText('SETE DE SETEMBRO')
  // Not filled: not listed.
  await expect(resumo.locator('dt', { hasText: 'Nome do Pai' })).toHaveCount(0)

  await enviarComSucesso(page, 'Pessoa Beneficiario da Silva', 'cadastro-pf', { tipoDocumentoSiglaBeneficiario: 'RG', tipoDocumentoSiglaConjuge: '' })
})

test('pessoa física: enviar vazio mostra o resumo, a primeira aba com erros e a regra das declarações', async ({ page }) => {
  await page.goto('/formulario/pessoa-fisica')
  await abrirAba(page, /Contato e endereço/)
  await page.getByRole('button', { name: 'Conferir respostas' }).click()
  await expect(page.getByRole('alert').filter({ hasText: REGRA })).toBeVisible()
  await expect(page.getByRole('tab', { name: /Dados pessoais do beneficiário/ })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByText('CPF é obrigatório.').first()).toBeVisible()
  // Spec 3 §8's toast beside the summary.
  await expect(page.getByText('Por favor, preencha todos os campos obrigatórios.')).toBeVisible()
  await expectNoA11yViolations(page, { label: 'erros' })
})

test('pessoa jurídica: preenche, lê as declarações e envia', async ({ page }) => {
  test.slow()
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

  // The send throws (no network): spec 3 §8's unknown error; the next try goes through.
  await page.route('**/site-api/formulario/uploadNeutro', (r) => r.abort('internetdisconnected'), { times: 1 })
  const resumo = await conferirRespostas(page)
  await expect(resumo.locator('div:has(> dt:text-is("Razão Social")) > dd')).toHaveText(String(empresa.razaoSocial))
  await page.getByRole('button', { name: 'Enviar' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Erro desconhecido ao enviar o formulário.' })).toBeVisible()
  // The failure keeps the summary: Enviar again from there.
  await expect(resumo).toBeVisible()
  await enviarComSucesso(page, String(empresa.razaoSocial), 'cadastro-pj', { tipoDocumentoSiglaRepresentanteLegal: 'RG' })
})

test('PEP, familiar de PEP e parte relacionada: a ajuda abre e fecha pelo teclado, por clique nela ou fora', async ({ page }) => {
  await page.goto('/formulario/pessoa-fisica')
  // Reached by Tab from the field before the question.
  await page.locator('#cadastro-pf-naturalidadeBeneficiario').focus()
  await page.keyboard.press('Tab')
  const pep = page.getByRole('button', { name: 'O que é pessoa exposta politicamente (PEP)?' })
  await expect(pep).toBeFocused()
  await page.keyboard.press('Enter')
  const balao = page.getByRole('dialog', { name: 'O que é pessoa exposta politicamente (PEP)?' })
  await expect(balao).toContainText('nos últimos 5 anos')
  await expectNoA11yViolations(page, { label: 'ajuda PEP aberta' })
  await page.keyboard.press('Escape')
  await expect(balao).toBeHidden()
  await expect(pep).toBeFocused()
  // Space opens it too; a click on the text closes it (spec 3 §2).
  await page.keyboard.press('Space')
  await expect(balao).toBeVisible()
  await balao.click()
  await expect(balao).toBeHidden()

  const familiar = page.getByRole('button', { name: 'O que é familiar de PEP?' })
  await familiar.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: 'O que é familiar de PEP?' })).toContainText('até o segundo grau')
  await page.keyboard.press('Escape')

  // A click elsewhere closes it.
  await page.getByRole('button', { name: 'O que é parte relacionada?' }).click()
  const parte = page.getByRole('dialog', { name: 'O que é parte relacionada?' })
  await expect(parte).toContainText('Parte relacionada é a pessoa ou entidade ligada ao BADESUL')
  await expectNoA11yViolations(page, { label: 'ajuda parte relacionada aberta' })
  await page.getByRole('heading', { level: 1 }).click()
  await expect(parte).toBeHidden()
})

test('CEP: achado trava o que veio, parcial deixa o resto aberto, não achado e servidor fora limpam e avisam; lista que falha avisa', async ({ page }) => {
  // Six lookups with an accessibility check after each state: longer than one page's budget on a shared machine.
  test.slow()
  const RESPOSTAS: Record<string, (r: Route) => Promise<void>> = {
    '90010000': (r) => r.fulfill({ json: CEP }),
    '99010000': (r) => r.fulfill({ json: { prefixo: '', rua: '', bairro: '', uf: 'RS', codigoIbge: '4314100', cidade: 'PASSO FUNDO' } }),
    '99999999': (r) => r.fulfill({ status: 404, json: { message: 'CEP não encontrado.' } }),
    '98000000': (r) => r.abort('internetdisconnected'),
    '97000000': (r) => r.fulfill({ json: { ...CEP, codigoIbge: '4399999', cidade: 'CIDADE SEM CÓDIGO' } }),
  }
  await page.route((u) => u.pathname === '/site-api/formulario/cep', (r) => RESPOSTAS[new URL(r.request().url()).searchParams.get('cep') ?? '']!(r))
  await page.route('**/site-api/formulario/profissao', (r) => r.fulfill({ status: 500, body: 'falhou' }))
  await page.goto('/formulario/pessoa-fisica')
  await expect(page.getByText('Erro ao buscar profissões: resposta 500 do servidor.', { exact: true })).toBeVisible()
  await expectNoA11yViolations(page, { label: 'lista que falhou' })

  await abrirAba(page, /Contato e endereço/)
  const cep = page.locator('#cadastro-pf-cepResidencial')
  const campo = (n: string) => page.locator(`#cadastro-pf-${n}Residencial`)
  const buscar = async (valor: string) => {
    await cep.fill('')
    await cep.pressSequentially(valor)
    await cep.press('Tab')
  }

  await buscar('90010000')
  await expect(campo('logradouro')).toHaveValue('SETE DE SETEMBRO')
  for (const n of ['prefixo', 'logradouro', 'bairro', 'uf', 'cidade']) await expect(campo(n), n).toBeDisabled()
  await expect(campo('numero')).toBeEnabled()

  // A CEP for a whole city: state and city locked, the street and its prefix to type.
  await buscar('99010000')
  await expect(campo('cidade')).toHaveValue('PASSO FUNDO')
  await expect(campo('cidade')).toBeDisabled()
  await expect(campo('uf')).toBeDisabled()
  for (const n of ['prefixo', 'logradouro', 'bairro']) {
    await expect(campo(n), n).toBeEnabled()
    await expect(campo(n), n).toHaveValue('')
  }
  await campo('logradouro').fill('ANDRADAS')
  await expect(campo('logradouro')).toHaveValue('ANDRADAS')

  // An IBGE code the state's list lacks: the warning; the city the CEP named stays open to correct.
  await buscar('97000000')
  await expect(page.getByText('Nenhum município encontrado com o código IBGE fornecido.', { exact: true })).toBeVisible()
  await expect(campo('cidade')).toHaveValue('CIDADE SEM CÓDIGO')
  await expect(campo('cidade')).toBeEnabled()
  await expect(campo('logradouro')).toBeDisabled()
  await expectNoA11yViolations(page, { label: 'município sem código' })

  await buscar('99999999')
  await expect(page.getByText('Erro ao buscar CEP: CEP não encontrado. Preencha o endereço.')).toBeVisible()
  for (const n of ['prefixo', 'logradouro', 'bairro', 'uf', 'cidade']) {
    await expect(campo(n), n).toBeEnabled()
    await expect(campo(n), n).toHaveValue('')
  }
  await expectNoA11yViolations(page, { label: 'CEP não encontrado' })

  await buscar('90010000')
  await expect(campo('logradouro')).toBeDisabled()
  await buscar('98000000')
  await expect(page.getByText('Erro ao buscar CEP: sem conexão com o servidor. Preencha o endereço.')).toBeVisible()
  await expect(campo('logradouro')).toBeEnabled()
  await expect(campo('logradouro')).toHaveValue('')
  await campo('logradouro').fill('RUA DIGITADA')
  await expect(campo('logradouro')).toHaveValue('RUA DIGITADA')
})

test('lista longa (profissões): só "Selecione" até o visitante chegar ao campo; então a lista inteira', async ({ page }) => {
  // As long as the real list (about 2,700): drawn only when the select is reached (widgets/Escolhas.client.tsx).
  const profissoes = [...Array.from({ length: 2700 }, (_, i) => ({ id: String(i), descricao: `PROFISSÃO ${i}` })), { id: '612005', descricao: 'AGRICULTOR' }]
  await page.route('**/site-api/formulario/profissao', (r) => r.fulfill({ json: profissoes }))
  const chegou = page.waitForResponse('**/site-api/formulario/profissao')
  await page.goto('/formulario/pessoa-fisica')
  await chegou
  const profissao = page.locator('#cadastro-pf-profissaoBeneficiario')
  await expect(page.locator('#cadastro-pf-bancoBeneficiario option')).toHaveCount(2)
  await expect(profissao.locator('option')).toHaveCount(1)
  await profissao.focus()
  await expect(profissao.locator('option')).toHaveCount(profissoes.length + 1)
  await profissao.selectOption('AGRICULTOR')
  await expect(profissao).toHaveValue('AGRICULTOR')
  await expectNoA11yViolations(page, { label: 'lista longa em uso' })
})
