import type { APIRequestContext, Browser, Page } from '@playwright/test'

import { IOF_PESSOA_JURIDICA } from '../../src/domain/cet'
import { exemploDeCet, textoDoExemploDeCet, textoDoIof } from '../../src/domain/cet-exemplo'
import { solteira } from '../../src/features/cadastros/exemplos'
import { LINHAS_CREDITO_SEED } from '../../src/seed/dados/linhas-credito'

import { abrirAba, conferirRespostas, responderReferencias } from './cadastro'
import { expect, expectNoA11yViolations, expectNoA11yViolationsSemScripts as semScripts, test } from './fixtures'
import { tokenDeAdministrador } from './staff'

/**
 * Issue 32, end to end: each kind with a number is filed through its form, whose
 * success shows the number and the follow-up link; its receipt is in the outbox;
 * its status is looked up by number (also with JavaScript off: a plain GET form);
 * staff answer it over the REST API and the page shows the new status (and the
 * answer, when the kind has one); the satisfaction link the outbox holds works
 * once. The charter and the ombudsman's account without JavaScript are in
 * carta-ouvidoria.spec.ts.
 */

// Each test files a case and follows it to its answer, with and without JavaScript: longer than one page's test.
test.describe.configure({ timeout: 240_000 })

const ACOMPANHAR = '/atendimento-ao-cliente/acompanhar'
const LINK = 'Acompanhar a situação pelo número'
/** The follow-up page's address with this number (numbers are letters, digits and hyphens). */
const noAcompanhamento = (numero: string) => new RegExp(`${ACOMPANHAR}\\?numero=${numero}$`)

/** The worker's administrator's session. */
async function auth(request: APIRequestContext): Promise<Record<string, string>> {
  return { Authorization: `JWT ${await tokenDeAdministrador(request)}` }
}

interface Mensagem {
  para: string
  assunto: string
  texto: string
}

/** The outbox's messages of one case, oldest first, read over REST as an administrator. */
async function caixaDeSaida(request: APIRequestContext, origem: string): Promise<Mensagem[]> {
  const r = await request.get(`/api/mensagens?where[origem][equals]=${encodeURIComponent(origem)}&sort=createdAt&depth=0&limit=20`, { headers: await auth(request) })
  expect(r.status()).toBe(200)
  return ((await r.json()) as { docs: Mensagem[] }).docs
}

/** The id of the case with this number. */
async function idDoCaso(request: APIRequestContext, colecao: string, numero: string): Promise<number> {
  const r = await request.get(`/api/${colecao}?where[protocolo][equals]=${encodeURIComponent(numero)}&depth=0&limit=1`, { headers: await auth(request) })
  const { docs } = (await r.json()) as { docs: { id: number }[] }
  expect(docs).toHaveLength(1)
  return docs[0]!.id
}

/** Staff answer the case over REST, as the back-office does. */
async function responder(request: APIRequestContext, colecao: string, id: number, data: Record<string, string>) {
  const r = await request.patch(`/api/${colecao}/${id}`, { headers: await auth(request), data })
  expect(r.status(), await r.text()).toBe(200)
}

/** The follow-up page's view of the case: heading, status, and the answer or none. */
async function conferirSituacao(page: Page, servico: string, numero: string, situacao: string, resposta: string | null) {
  await expect(page.getByRole('heading', { level: 2, name: `${servico} nº ${numero}` })).toBeVisible()
  await expect(page.locator('[data-campo="situacao"]')).toHaveText(situacao)
  if (resposta) await expect(page.locator('[data-campo="resposta"]')).toHaveText(resposta)
  else await expect(page.locator('[data-campo="resposta"]')).toHaveCount(0)
}

/** The lookup as a visitor without JavaScript: the GET form, typed and submitted; axe on the server's HTML. */
async function consultarSemScripts(browser: Browser, page: Page, caso: { servico: string; numero: string }, situacao: string, resposta: string | null) {
  const contexto = await browser.newContext({ viewport: page.viewportSize(), locale: 'pt-BR', javaScriptEnabled: false })
  try {
    const semJs = await contexto.newPage()
    await semJs.goto(ACOMPANHAR)
    await semJs.getByRole('textbox', { name: 'Número do atendimento' }).fill(caso.numero)
    await semJs.getByRole('button', { name: 'Consultar' }).click()
    await expect(semJs).toHaveURL(noAcompanhamento(caso.numero))
    await conferirSituacao(semJs, caso.servico, caso.numero, situacao, resposta)
    await semScripts(browser, semJs, { label: `acompanhamento sem scripts: ${situacao}` })
  } finally {
    await contexto.close()
  }
}

interface Caso {
  colecao: string
  servico: string
  numero: string
  email: string
  /** The receipt's exact subject (the ombudsman's and the protocol's have their own). */
  recibo: string
}

/**
 * From the success message on: its follow-up link, the receipt in the outbox, the
 * status with and without JavaScript, the staff's answer and the status again.
 */
async function acompanhar(page: Page, browser: Browser, request: APIRequestContext, caso: Caso, inicial: string, resposta: { data: Record<string, string>; situacao: string; texto: string | null }) {
  const id = await idDoCaso(request, caso.colecao, caso.numero)
  const [recibo] = await caixaDeSaida(request, `${caso.colecao}:${id}`).then((ms) => ms.filter((m) => m.para === caso.email))
  expect(recibo?.assunto).toBe(caso.recibo)
  expect(recibo?.texto).toContain(`${ACOMPANHAR}?numero=${caso.numero}`)

  await page.getByRole('link', { name: LINK }).click()
  await expect(page).toHaveURL(noAcompanhamento(caso.numero))
  await conferirSituacao(page, caso.servico, caso.numero, inicial, null)
  await expectNoA11yViolations(page, { label: `acompanhamento: ${inicial}` })
  await consultarSemScripts(browser, page, caso, inicial, null)

  await responder(request, caso.colecao, id, resposta.data)
  await page.reload()
  await conferirSituacao(page, caso.servico, caso.numero, resposta.situacao, resposta.texto)
  await expectNoA11yViolations(page, { label: `acompanhamento: ${resposta.situacao}` })
  await consultarSemScripts(browser, page, caso, resposta.situacao, resposta.texto)
  return id
}

/** The one-time satisfaction link from the outbox: rated once, a second use refused with its message. */
async function avaliarUmaVez(page: Page, request: APIRequestContext, caso: Caso, id: number) {
  const convite = (await caixaDeSaida(request, `${caso.colecao}:${id}`)).find((m) => m.assunto === `${caso.servico} nº ${caso.numero}: avalie o atendimento`)
  expect(convite?.para).toBe(caso.email)
  const link = /https?:\/\/\S+\/atendimento-ao-cliente\/avaliar\?t=\S+/.exec(convite?.texto ?? '')?.[0]
  expect(link).toBeTruthy()
  await page.goto(new URL(link!).pathname + new URL(link!).search)
  await expect(page.getByRole('group', { name: `Como você avalia o atendimento (${caso.servico})?` })).toBeVisible()
  await expectNoA11yViolations(page, { label: 'avaliação aberta' })
  await page.getByRole('radio', { name: '5 – Muito satisfeito' }).check()
  await page.getByRole('button', { name: 'Enviar avaliação' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Obrigado! Sua avaliação foi registrada.' })).toBeVisible()
  await expectNoA11yViolations(page, { label: 'avaliação registrada' })
  await page.goto(new URL(link!).pathname + new URL(link!).search)
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Esta avaliação já foi registrada. Cada link de avaliação vale uma única vez.')
  await expect(page.getByRole('button', { name: 'Enviar avaliação' })).toHaveCount(0)
  await expectNoA11yViolations(page, { label: 'avaliação já usada' })
}

const unico = () => `${test.info().project.name}-${Date.now().toString(36)}`

test('Fale Conosco: número e link na tela, recibo, acompanhamento, resposta da equipe e a pesquisa de satisfação uma vez só', async ({ page, browser, request }) => {
  const email = `fale-${unico()}@exemplo.com.br`
  await page.goto('/atendimento-ao-cliente/fale-conosco')
  const form = page.locator('form#fale-conosco')
  const campo = (nome: string) => form.getByRole('textbox', { name: nome, exact: true })
  await campo('Nome').fill('Joana Acompanha')
  await campo('E-mail').fill(email)
  await campo('Telefone').fill('5433211234')
  await campo('Município').fill('Caxias do Sul')
  await campo('UF').fill('RS')
  await campo('Mensagem').fill('Quero saber a situação do meu contrato.')
  await page.getByRole('checkbox', { name: 'Não sou um robô' }).click()
  await expect(form.getByText('Verificado')).toBeVisible()
  const resposta = page.waitForResponse('**/fas/formularioFaleConoscoCadastro/json')
  await form.getByRole('button', { name: 'Enviar' }).click()
  const { protocolo } = (await (await resposta).json()) as { protocolo: string }
  await expect(page.getByText('Formulário enviado com sucesso!')).toBeVisible()
  const aviso = page.getByRole('status').filter({ hasText: 'Mensagem enviada.' })
  await expect(aviso).toContainText(`Número para acompanhamento: ${protocolo}`)
  await expect(aviso).toBeFocused()
  await expect(page.getByText('Formulário enviado com sucesso!')).toHaveCount(0, { timeout: 15_000 })
  await expectNoA11yViolations(page, { label: 'número na tela' })

  const caso = { colecao: 'mensagens-contato', servico: 'Mensagem do Fale Conosco', numero: protocolo, email, recibo: `Mensagem do Fale Conosco: recebemos o seu envio (nº ${protocolo})` }
  const id = await acompanhar(page, browser, request, caso, 'Nova', { data: { situacao: 'respondida' }, situacao: 'Respondida', texto: null })
  await avaliarUmaVez(page, request, caso, id)
})

test('Ouvidoria: número e link na tela, recibo, acompanhamento, e a resposta da equipe no acompanhamento', { tag: '@computador' }, async ({ page, browser, request }) => {
  const email = `ouv-${unico()}@exemplo.com.br`
  await page.goto('/atendimento-ao-cliente/ouvidoria')
  const form = page.locator('form#ouvidoria')
  const campo = (nome: string) => form.getByRole('textbox', { name: nome, exact: true })
  await campo('Nome').fill('Otávio Acompanha')
  await campo('CPF/CNPJ').fill('52998224725')
  await campo('Telefone').fill('51998765432')
  await campo('E-mail').fill(email)
  await campo('Endereço').fill('Rua dos Andradas, 100, Porto Alegre')
  await form.getByRole('combobox', { name: 'Natureza da manifestação' }).selectOption('Reclamação')
  await campo('Assunto').fill('Demora no atendimento')
  await campo('Mensagem').fill('Meu pedido está parado.')
  await page.getByRole('checkbox', { name: 'Não sou um robô' }).click()
  await expect(form.getByText('Verificado')).toBeVisible()
  const resposta = page.waitForResponse('**/fas/formularioOuvidoria/json')
  await form.getByRole('button', { name: 'Enviar' }).click()
  const { protocolo } = (await (await resposta).json()) as { protocolo: string }
  const aviso = page.getByRole('status').filter({ hasText: 'Manifestação registrada.' })
  await expect(aviso).toContainText(`Número de protocolo: ${protocolo}`)
  await expect(aviso.getByRole('link', { name: LINK })).toHaveAttribute('href', `${ACOMPANHAR}?numero=${protocolo}`)
  await expect(page.getByText('Formulário enviado com sucesso!')).toHaveCount(0, { timeout: 15_000 })
  await expectNoA11yViolations(page, { label: 'número na tela' })

  const caso = { colecao: 'manifestacoes-ouvidoria', servico: 'Manifestação da Ouvidoria', numero: protocolo, email, recibo: `Ouvidoria: protocolo ${protocolo}` }
  const texto = 'Seu pedido foi retomado e será concluído nesta semana.'
  await acompanhar(page, browser, request, caso, 'Recebida', { data: { situacao: 'respondida', resposta: texto }, situacao: 'Respondida', texto })
})

test('Protocolo Digital: o link no diálogo do número, recibo, acompanhamento e a conclusão pela equipe', { tag: '@computador' }, async ({ page, browser, request }) => {
  const email = `prot-${unico()}@exemplo.com.br`
  await page.goto('/atendimento-ao-cliente/protocolo')
  const form = page.locator('form#protocolo-digital')
  const campo = (nome: string) => form.getByRole('textbox', { name: nome, exact: true })
  await campo('Nome').fill('Paula Acompanha')
  await campo('CPF/CNPJ').fill('52998224725')
  await campo('Telefone').fill('51998765432')
  await campo('E-mail').fill(email)
  await form.getByRole('combobox', { name: 'Área destinatária' }).selectOption({ index: 1 })
  await campo('Descrição').fill('Notas fiscais do projeto.')
  const inicio = Buffer.from('%PDF-1.4\n% nota\n')
  await form.getByRole('button', { name: 'Documentos', exact: true }).setInputFiles({ name: 'nota.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([inicio, Buffer.alloc(2048, 0x20), Buffer.from('\n%%EOF\n')]) })
  await expect(form.getByRole('list', { name: 'Arquivos anexados' }).getByRole('listitem')).toHaveCount(1)
  await page.getByRole('checkbox', { name: 'Não sou um robô' }).click()
  await expect(form.getByText('Verificado')).toBeVisible()
  await form.getByRole('button', { name: 'Enviar' }).click()
  const dialogo = page.getByRole('dialog', { name: 'Protocolo enviado com sucesso' })
  const numero = (await dialogo.locator('p.font-mono').textContent())!.trim()
  await expect(dialogo.getByRole('link', { name: LINK })).toHaveAttribute('href', `${ACOMPANHAR}?numero=${numero}`)
  await expectNoA11yViolations(page, { include: ['[role="dialog"]'], label: 'diálogo com o link' })

  const caso = { colecao: 'protocolos', servico: 'Protocolo digital', numero, email, recibo: `Protocolo digital ${numero}` }
  await acompanhar(page, browser, request, caso, 'Novo', { data: { situacao: 'concluido' }, situacao: 'Concluído', texto: null })
})

test('Solicitação de financiamento: número e link sob o botão, recibo, acompanhamento e a resposta da equipe', { tag: '@computador' }, async ({ page, browser, request }) => {
  const email = `sol-${unico()}@exemplo.com.br`
  await page.goto('/municipio/45')
  await page.getByRole('button', { name: 'SOLICITE AGORA SEU FINANCIAMENTO' }).click()
  const dialogo = page.getByRole('dialog', { name: 'Solicite seu financiamento' })
  const campo = (nome: string) => dialogo.getByRole('textbox', { name: nome, exact: true })
  await campo('Nome').fill('Sérgio Acompanha')
  await campo('CPF/CNPJ').fill('52998224725')
  await campo('Município').fill('Água Santa')
  await campo('Telefone').fill('54998765432')
  await campo('E-mail').fill(email)
  await campo('Valor').fill('2500050')
  await campo('Motivo').fill('Compra de um trator para a lavoura.')
  await dialogo.getByRole('checkbox', { name: 'Não sou um robô' }).click()
  await expect(dialogo.getByText('Verificado')).toBeVisible()
  const resposta = page.waitForResponse('**/fas-service/rest/solicitacaoFinanciamento/saveSolicitacao')
  await dialogo.getByRole('button', { name: 'Enviar solicitação' }).click()
  const { protocolo } = (await (await resposta).json()) as { protocolo: string }
  await expect(page.getByText('Solicitação enviada com sucesso!')).toBeVisible()
  await expect(dialogo).toBeHidden()
  const aviso = page.getByRole('status').filter({ hasText: 'Solicitação enviada.' })
  await expect(aviso).toContainText(`Número para acompanhamento: ${protocolo}`)
  await expect(page.getByText('Solicitação enviada com sucesso!')).toHaveCount(0, { timeout: 15_000 })
  await expectNoA11yViolations(page, { label: 'número sob o botão' })

  const caso = { colecao: 'solicitacoes-financiamento', servico: 'Solicitação de financiamento', numero: protocolo, email, recibo: `Solicitação de financiamento (Iluminação Pública Eficiente): recebemos o seu envio (nº ${protocolo})` }
  await acompanhar(page, browser, request, caso, 'Nova', { data: { situacao: 'respondida' }, situacao: 'Respondida', texto: null })
})

test('Cadastro para fundos estaduais: número e link após o envio, recibo, acompanhamento, tratado pela equipe e a pesquisa de satisfação uma vez só', { tag: '@computador' }, async ({ page, browser, request }) => {
  test.slow()
  const email = `cad-${unico()}@exemplo.com.br`
  await responderReferencias(page)
  await page.goto('/formulario/pessoa-fisica')
  // The whole single beneficiary, as a draft this browser kept (cadastro-rascunho.spec.ts types it field by field).
  await page.evaluate(([k, v]) => localStorage.setItem(k, JSON.stringify({ valores: v, salvoEm: Date.now() })), ['rascunho:cadastro-pf', { ...solteira, emailContatoBeneficiario: email }] as const)
  await page.reload()
  await expect(page.locator('#cadastro-pf-emailContatoBeneficiario')).toHaveValue(email)
  await abrirAba(page, /Autorizações e declarações/)
  await conferirRespostas(page)
  const resposta = page.waitForResponse('**/site-api/formulario/uploadNeutro')
  // The page reloads 3 s after the success (spec 3 §8): the number and its link are shown again after it.
  const recarregou = page.waitForEvent('load', { timeout: 30_000 })
  await page.getByRole('button', { name: 'Enviar' }).click()
  const { protocolo } = (await (await resposta).json()) as { protocolo: string }
  expect(protocolo).toMatch(/^CAD-/)
  await recarregou
  const aviso = page.getByRole('region', { name: 'Cadastro enviado: assine o PDF' })
  await expect(aviso).toContainText(`Número para acompanhamento: ${protocolo}`)
  await expect(aviso.getByRole('link', { name: LINK })).toHaveAttribute('href', `${ACOMPANHAR}?numero=${protocolo}`)
  await expectNoA11yViolations(page, { label: 'número após o envio do cadastro' })

  const caso = { colecao: 'cadastros-fundos', servico: 'Cadastro para fundos estaduais', numero: protocolo, email, recibo: `Cadastro para fundos estaduais (pessoa física): recebemos o seu envio (nº ${protocolo})` }
  const id = await acompanhar(page, browser, request, caso, 'Recebido', { data: { situacao: 'tratado' }, situacao: 'Tratado', texto: null })
  await avaliarUmaVez(page, request, caso, id)
})

test('CET na página do produto: o exemplo da linha ligada a ela, calculado como na simulação', async ({ page }) => {
  const linha = LINHAS_CREDITO_SEED.find((l) => l.paginaDoProduto === 35)!
  const exemplo = exemploDeCet({ ...linha, id: 0, tarifas: linha.tarifas ?? [], ativa: true }, IOF_PESSOA_JURIDICA)!
  await page.goto('/empresa/35')
  const secao = page.getByRole('region', { name: 'Custo efetivo total (CET)' })
  await expect(secao.getByTestId('exemplo-cet')).toHaveText([textoDoExemploDeCet(exemplo)])
  await expect(secao).toContainText(textoDoIof(IOF_PESSOA_JURIDICA))
  await expectNoA11yViolations(page, { label: 'CET do produto' })
  // A product without a linked line says nothing.
  await page.goto('/municipio/45')
  await expect(page.getByRole('region', { name: 'Custo efetivo total (CET)' })).toHaveCount(0)
})
