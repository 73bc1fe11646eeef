import { expect, expectNoA11yViolations, expectNoA11yViolationsSemScripts, test } from './fixtures'
import { tokenDeAdministrador } from './staff'

/** The pages a public body owes every visitor: accessibility statement, privacy policy, access to information. */

const DATA_PTBR = /Última atualização: \d{2}\/\d{2}\/\d{4}/

test('o rodapé de toda página leva às três páginas, e Acesso à Informação fica ao lado do portal do Estado', async ({ page }) => {
  await page.goto('/noticias')
  const rodape = page.getByRole('contentinfo')
  await expect(rodape.getByRole('link', { name: 'Acessibilidade', exact: true })).toHaveAttribute('href', '/acessibilidade')
  await expect(rodape.getByRole('link', { name: 'Política de Privacidade', exact: true })).toHaveAttribute('href', '/politica-de-privacidade')
  const lai = rodape.getByRole('link', { name: 'Acesso à Informação', exact: true })
  await expect(lai).toHaveAttribute('href', '/acesso-a-informacao')
  // Same list, the item just before: the state's portal.
  const vizinho = lai.locator('xpath=ancestor::li[1]/preceding-sibling::li[1]//a')
  await expect(vizinho).toHaveText(/Portal de Acesso à Informação do RS/)
  await expect(vizinho).toHaveAttribute('href', 'https://www.lai.rs.gov.br')
  await lai.click()
  await expect(page).toHaveURL(/\/acesso-a-informacao$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Acesso à Informação' })).toBeVisible()
})

test('/acessibilidade: a declaração com o símbolo, os atalhos, as limitações e como relatar uma barreira', async ({ page, browser }) => {
  await page.goto('/acessibilidade')
  await expect(page).toHaveTitle(/^Acessibilidade \| /)
  await expect(page.getByRole('heading', { level: 1, name: 'Acessibilidade' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('img', { name: 'Símbolo internacional de acessibilidade' })).toBeVisible()
  await expect(page.getByText(DATA_PTBR)).toBeVisible()
  for (const secao of ['Nosso compromisso', 'Conformidade e avaliação', 'Atalhos de teclado', 'Alto contraste', 'Limitações conhecidas', 'Encontrou uma barreira?']) {
    await expect(page.getByRole('heading', { level: 2, name: secao })).toBeVisible()
  }
  // The standards it follows (ABNT NBR 17225:2025 is built on WCAG 2.2) and when the statement was last reviewed.
  await expect(page.getByRole('main')).toContainText('ABNT NBR 17225:2025')
  await expect(page.getByRole('main')).toContainText('WCAG 2.2')
  await expect(page.getByRole('main')).toContainText('eMAG 3.1')
  await expect(page.getByRole('main')).toContainText('Data da última revisão desta declaração: 28 de novembro de 2026.')
  // The WCAG 2.2 criteria that review checked, each named with what it asks.
  for (const criterio of ['3.2.6 Ajuda consistente', '3.3.7 Entrada redundante', '3.3.8 Autenticação acessível (mínimo)']) {
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: criterio })).toHaveCount(1)
  }
  await expect(page.getByRole('main').getByRole('link', { name: 'Fale Conosco' })).toHaveAttribute('href', '/atendimento-ao-cliente/fale-conosco')
  await expectNoA11yViolations(page)
  await expectNoA11yViolationsSemScripts(browser, page)
})

test('/politica-de-privacidade: cada formulário do site, seus direitos, nenhum cookie de rastreamento e o encarregado', async ({ page }) => {
  await page.goto('/politica-de-privacidade')
  await expect(page.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeVisible()
  await expect(page.getByText(DATA_PTBR)).toBeVisible()
  for (const secao of [
    'Cookies e navegação',
    'Simulação de financiamento',
    'Solicitação de financiamento',
    'Ouvidoria, Fale Conosco e Protocolo Digital',
    'Canal de Denúncias',
    'Cadastros de pessoa física e jurídica (fundos estaduais)',
    'Seus direitos',
    'Como exercer seus direitos',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: secao, exact: true })).toBeVisible()
  }
  const main = page.getByRole('main')
  // Each form's entry says what, why, legal basis, how long and who receives it.
  for (const termo of ['Base legal:', 'Por quanto tempo:', 'Quem recebe:']) {
    expect(await main.getByText(termo).count()).toBeGreaterThanOrEqual(5)
  }
  await expect(main).toContainText('não usa cookies de rastreamento')
  const encarregado = page.getByRole('region', { name: 'Encarregado pelo tratamento de dados pessoais' })
  await expect(encarregado).toContainText('Helena Martins Prates')
  await expect(encarregado.getByRole('link', { name: 'encarregado.dados@fomento.rs.gov.br' })).toHaveAttribute('href', 'mailto:encarregado.dados@fomento.rs.gov.br')
  await expect(encarregado.getByRole('link', { name: '(51) 3284-5480' })).toHaveAttribute('href', 'tel:+555132845480')
  await expect(encarregado.getByRole('link', { name: 'Canal do Encarregado de Dados' })).toHaveAttribute('href', '/atendimento-ao-cliente/encarregado')
  // The site itself sets no cookie on a visitor.
  expect(await page.context().cookies()).toEqual([])
  await expectNoA11yViolations(page)
})

test('o encarregado da política vem das configurações do site @computador', async ({ request }) => {
  const token = await tokenDeAdministrador(request)
  const auth = { Authorization: `JWT ${token}` }
  const original = (await (await request.get('/api/globals/configuracoes-site', { headers: auth })).json()) as { encarregado: { nome: string; email: string; telefone: string } }
  const novo = { nome: 'Joana Teste Encarregada', email: 'dpo.teste@fomento.rs.gov.br', telefone: '(51) 3000-1234' }
  try {
    expect((await request.post('/api/globals/configuracoes-site', { headers: auth, data: { encarregado: novo } })).ok()).toBe(true)
    const html = await (await request.get('/politica-de-privacidade')).text()
    expect(html).toContain('Joana Teste Encarregada')
    expect(html).toContain('mailto:dpo.teste@fomento.rs.gov.br')
    expect(html).not.toContain('Helena Martins Prates')
  } finally {
    await request.post('/api/globals/configuracoes-site', { headers: auth, data: { encarregado: original.encarregado } })
  }
})

const ITENS_CGU = [
  'Institucional',
  'Ações e programas',
  'Participação social',
  'Auditorias',
  'Convênios e transferências',
  'Receitas e despesas',
  'Licitações e contratos',
  'Empregados',
  'Informações classificadas',
  'Serviço de Informação ao Cidadão (SIC)',
  'Perguntas frequentes',
  'Dados abertos',
]

test('/acesso-a-informacao: cada item do guia da CGU leva a uma página que existe ou diz que não se aplica', async ({ page, request }) => {
  await page.goto('/acesso-a-informacao')
  await expect(page.getByRole('heading', { level: 1, name: 'Acesso à Informação' })).toBeVisible()
  await expect(page.getByText(DATA_PTBR)).toBeVisible()
  expect(await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()).toEqual(ITENS_CGU)
  const internos = new Set<string>()
  for (const [i, titulo] of ITENS_CGU.entries()) {
    const secao = page.getByRole('region', { name: titulo, exact: true })
    const links = await secao.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))
    const naoSeAplica = (await secao.textContent())?.includes('Não se aplica')
    expect(links.length > 0 || naoSeAplica, `item ${i + 1} (${titulo}) sem link e sem 'Não se aplica'`).toBe(true)
    for (const href of links) if (href.startsWith('/')) internos.add(href)
  }
  // Every page it points to answers (the hub must not lead to a 404). The customer-service channels
  // are another issue's pages: they only need to be there by the time that issue is merged.
  for (const href of [...internos].filter((h) => !h.startsWith('/atendimento-ao-cliente/'))) {
    expect((await request.get(href)).status(), href).toBe(200)
  }
  await expectNoA11yViolations(page)
})
