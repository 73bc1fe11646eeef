import type { Page } from '@playwright/test'

import { expect, expectNoA11yViolations, expectNoA11yViolationsSemScripts as semScripts, test } from './fixtures'
import { servidorAvulso } from './servidor-avulso'

/** The ten channels in the spec's order (spec 3 §2). */
const CANAIS = [
  ['fale-conosco', 'Fale Conosco'],
  ['protocolo', 'Protocolo Digital'],
  ['ouvidoria', 'Ouvidoria'],
  ['denuncias', 'Canal de Denúncias'],
  ['perguntas', 'Perguntas Frequentes'],
  ['falabr', 'Fala.BR'],
  ['juro', 'Juro Zero'],
  ['encarregado', 'Encarregado de Dados'],
  ['ir', 'Imposto de Renda'],
  ['boleto', 'Boletos'],
] as const

const tituloCanal = (page: Page) => page.locator('#titulo-canal')
/** The channel menu that is showing (the phone's disclosure or the desktop's side list). */
const menuCanais = (page: Page) => page.getByRole('navigation', { name: 'Canais de atendimento' }).filter({ visible: true })

/** On a phone the menu is a disclosure: open it by keyboard, as a visitor without a mouse would. */
async function abrirMenu(page: Page, isMobile: boolean) {
  if (!isMobile) return
  const resumo = page.locator('summary').filter({ hasText: 'Canais de atendimento:' })
  await resumo.focus()
  await page.keyboard.press('Enter')
  await expect(menuCanais(page)).toBeVisible()
}

test.describe('atendimento ao cliente', () => {
  test('sem canal mostra o Fale Conosco; o menu lista os dez canais na ordem; escolher um leva ao título dele', async ({ page, isMobile }) => {
    await page.goto('/atendimento-ao-cliente')
    await expect(page.getByRole('heading', { level: 1, name: 'Atendimento ao Cliente' })).toBeVisible()
    await expect(tituloCanal(page)).toHaveText('Fale Conosco')
    // The call centre's facts come from the site settings (spec 3 §9: 9h to 18h).
    const central = page.getByRole('region', { name: 'Central de atendimento' })
    await expect(central.getByRole('link', { name: '(51) 3284-5400' })).toHaveAttribute('href', 'tel:+555132845400')
    await expect(central).toContainText('9h às 18h, em dias úteis')
    await expect(central.getByRole('link', { name: 'atendimento@fomento.rs.gov.br' })).toHaveAttribute('href', 'mailto:atendimento@fomento.rs.gov.br')
    await expectNoA11yViolations(page, { label: 'canal padrão' })

    await abrirMenu(page, isMobile)
    if (isMobile) await expectNoA11yViolations(page, { label: 'menu de canais aberto no celular' })
    const links = menuCanais(page).getByRole('link')
    await expect(links).toHaveText(CANAIS.map(([, nome]) => nome))
    for (const [i, [slug]] of CANAIS.entries()) await expect(links.nth(i)).toHaveAttribute('href', `/atendimento-ao-cliente/${slug}#titulo-canal`)
    await expect(menuCanais(page).getByRole('link', { name: 'Fale Conosco' })).toHaveAttribute('aria-current', 'page')

    // Keyboard alone: Tab to the Ouvidoria link, Enter.
    const ouvidoria = menuCanais(page).getByRole('link', { name: 'Ouvidoria' })
    await ouvidoria.focus()
    await page.keyboard.press('Enter')
    await page.waitForURL('**/atendimento-ao-cliente/ouvidoria#titulo-canal')
    await expect(tituloCanal(page)).toHaveText('Ouvidoria')
    await expect(tituloCanal(page)).toBeFocused()
    await expect(tituloCanal(page)).toBeInViewport()
    await expect(page.getByRole('main')).toContainText('10 dias úteis')
    await expect(page.getByRole('navigation', { name: 'Você está em' })).toContainText('Ouvidoria')
    if (isMobile) await expect(menuCanais(page)).toHaveCount(0) // the disclosure closed with the choice
    await expectNoA11yViolations(page, { label: 'Ouvidoria escolhida' })
  })

  test('cada canal é uma página do servidor com o seu título e texto', async ({ page }) => {
    test.setTimeout(120_000)
    const textos: Record<(typeof CANAIS)[number][0], string> = {
      'fale-conosco': 'equipe de atendimento',
      protocolo: 'até 5 MB cada arquivo e 10 MB no total',
      ouvidoria: 'Resolução CMN nº 4.860/2020',
      denuncias: 'Você escolhe se identificar ou não',
      perguntas: 'Escolha uma pergunta',
      falabr: 'Controladoria-Geral da União',
      juro: 'programa do Governo do Estado do Rio Grande do Sul',
      encarregado: 'art. 41 da Lei Geral de Proteção de Dados',
      ir: 'saldo devedor de cada financiamento em 31 de dezembro',
      boleto: 'Parcelas vencidas saem com os encargos',
    }
    for (const [slug, nome] of CANAIS) {
      const r = await page.goto(`/atendimento-ao-cliente/${slug}`)
      expect(r?.status(), slug).toBe(200)
      await expect(tituloCanal(page)).toHaveText(nome)
      await expect(page).toHaveTitle(new RegExp(`^${nome.replace('.', '\\.')} \\| Atendimento ao Cliente`))
      await expect(page.getByRole('main')).toContainText(textos[slug])
      await expectNoA11yViolations(page, { label: slug })
    }
    await page.goto('/atendimento-ao-cliente/falabr')
    await expect(page.getByRole('link', { name: 'falabr.cgu.gov.br' })).toHaveAttribute('href', 'https://falabr.cgu.gov.br')
    await page.goto('/atendimento-ao-cliente/boleto')
    // The payment-slip service's address from the settings (Links externos → Emissão de boleto).
    await expect(page.getByRole('main').getByRole('link', { name: 'Emitir boleto' })).toHaveAttribute('href', 'https://internetbanking.fomento.rs.gov.br/ibb-web/boleto')
  })

  test('canal desconhecido é a página 404', async ({ page }) => {
    for (const caminho of ['/atendimento-ao-cliente/nao-existe', '/atendimento-ao-cliente/protocolo-digital', '/atendimento-ao-cliente/Ouvidoria']) {
      expect((await page.goto(caminho))?.status(), caminho).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible()
    }
  })

  test('Perguntas Frequentes: onze perguntas num acordeão que se usa só com o teclado', async ({ page }) => {
    await page.goto('/atendimento-ao-cliente/perguntas')
    const perguntas = page.locator('#perguntas-frequentes').getByRole('button')
    await expect(perguntas).toHaveCount(11)
    await expect(perguntas.first()).toHaveText('Como entro em contato com a agência?')
    await expect(perguntas.last()).toHaveText('Onde encontro os editais de licitação?')
    for (let i = 0; i < 11; i++) await expect(perguntas.nth(i)).toHaveAttribute('aria-expanded', 'false')

    // Arrows move between questions; Enter opens; the answer is a region named by its question.
    await perguntas.first().focus()
    await page.keyboard.press('ArrowDown')
    await expect(perguntas.nth(1)).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(perguntas.nth(1)).toHaveAttribute('aria-expanded', 'true')
    const resposta = page.getByRole('region', { name: 'Quando devo procurar a Ouvidoria?' })
    await expect(resposta).toContainText('10 dias úteis')
    await expect(resposta.getByRole('link', { name: 'Ouvidoria' })).toHaveAttribute('href', '/atendimento-ao-cliente/ouvidoria')
    await expectNoA11yViolations(page, { label: 'pergunta aberta' })

    await page.keyboard.press('End')
    await expect(perguntas.last()).toBeFocused()
    await page.keyboard.press('Space')
    const licitacoes = page.getByRole('region', { name: 'Onde encontro os editais de licitação?' })
    await expect(licitacoes.getByRole('link', { name: 'Licitações' })).toHaveAttribute('href', '/licitacoes')
    await expect(licitacoes.getByRole('link', { name: 'Transparência' })).toHaveAttribute('href', '/transparencia/2022')
    await page.keyboard.press('Home')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('region', { name: 'Como entro em contato com a agência?' }).getByRole('link', { name: 'Fale Conosco' })).toHaveAttribute(
      'href',
      '/atendimento-ao-cliente/fale-conosco',
    )
    await expectNoA11yViolations(page, { label: 'três perguntas abertas' })
    // Enter again closes it.
    await page.keyboard.press('Enter')
    await expect(perguntas.first()).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('region', { name: 'Como entro em contato com a agência?' })).toHaveCount(0)
  })

  test('Encarregado de Dados: nome e contato das configurações, horário, direitos do art. 18 e as políticas', async ({ page }) => {
    await page.goto('/atendimento-ao-cliente/encarregado')
    const quadro = page.getByRole('region', { name: 'Contato do encarregado' })
    await expect(quadro).toContainText('Helena Martins Prates')
    await expect(quadro.getByRole('link', { name: 'encarregado.dados@fomento.rs.gov.br' })).toHaveAttribute('href', 'mailto:encarregado.dados@fomento.rs.gov.br')
    await expect(quadro.getByRole('link', { name: '(51) 3284-5480' })).toHaveAttribute('href', 'tel:+555132845480')
    await expect(quadro).toContainText('de segunda a sexta-feira, das 9h às 18h')
    await expect(quadro.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute('href', '/politica-de-privacidade')
    const direitos = page.getByRole('main').getByRole('heading', { name: 'Seus direitos (art. 18 da LGPD)' }).locator('xpath=following-sibling::div[1]').locator('ol > li')
    await expect(direitos).toHaveCount(9)
    await expect(direitos.first()).toContainText('confirmação da existência de tratamento')
    await expect(direitos.last()).toContainText('revogação do consentimento')
  })

  test('documentos para clientes: os três grupos, a partir do atendimento e dos documentos para download', async ({ page }) => {
    await page.goto('/atendimento-ao-cliente/boleto')
    await page.getByRole('link', { name: 'Documentos para clientes' }).click()
    await page.waitForURL('**/documentos-para-download-clientes')
    await expect(page.getByRole('heading', { level: 1, name: 'Documentos para Clientes' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: /^- / })).toHaveText(['- Agronegócio e Empresa', '- Município', '- Inovação'])
    const grupo = page.getByRole('region', { name: 'Município' })
    await expect(grupo.getByRole('link')).toHaveCount(3)
    await expect(grupo.getByRole('link').first()).toContainText('Relatório de execução física e financeira da obra')
    await expectNoA11yViolations(page, { label: 'documentos para clientes' })

    await page.goto('/documentos-para-download')
    await page.getByRole('main').getByRole('link', { name: 'Documentos para clientes' }).click()
    await page.waitForURL('**/documentos-para-download-clientes')
    // The innovation page's proposal goes to the digital protocol.
    await page.goto('/documentos-para-download-inovacao')
    await expect(page.getByRole('link', { name: /Envio de Proposta/ })).toHaveAttribute('href', '/atendimento-ao-cliente/protocolo')
  })

  test('GET /fas/conteudo/DOCUMENTOS_PARA_DOWNLOAD_JA_CLIENTES: o HTML que o leitor da especificação lê', { tag: '@computador' }, async ({ request }) => {
    const r = await request.get('/fas/conteudo/DOCUMENTOS_PARA_DOWNLOAD_JA_CLIENTES')
    expect(r.status()).toBe(200)
    expect(r.headers()['content-type']).toBe('text/html; charset=utf-8')
    const html = await r.text()
    expect(html).toContain('<div class="header-02">Documentos para Clientes</div>')
    expect(html.match(/<p><strong>- [^<]+<\/strong><\/p>/g)).toEqual(['<p><strong>- Agronegócio e Empresa</strong></p>', '<p><strong>- Município</strong></p>', '<p><strong>- Inovação</strong></p>'])
    expect(html.match(/<p><a href="[^"]+">/g)).toHaveLength(11)
  })
})

test.describe('atendimento ao cliente: servidor à parte', { tag: '@computador' }, () => {
  test('o encarregado vem das configurações; documentos com falha mostram o erro e Tentar Novamente funciona; sem documentos, a caixa de erro', async ({ page }) => {
    test.setTimeout(180_000)
    // Its own server and database copy: what is changed or broken here touches no other test.
    const servidor = await servidorAvulso(3221)
    try {
      servidor.sql("UPDATE configuracoes_site SET encarregado_nome = 'Rafael Souza Lima', encarregado_email = 'dpo@fomento.rs.gov.br'")
      await page.goto(`${servidor.url}/atendimento-ao-cliente/encarregado`)
      const quadro = page.getByRole('region', { name: 'Contato do encarregado' })
      await expect(quadro).toContainText('Rafael Souza Lima')
      await expect(quadro.getByRole('link', { name: 'dpo@fomento.rs.gov.br' })).toHaveAttribute('href', 'mailto:dpo@fomento.rs.gov.br')

      servidor.sql('ALTER TABLE paginas_documentos RENAME TO paginas_documentos_fora')
      await page.goto(`${servidor.url}/documentos-para-download-clientes`)
      await expect(page.getByText('Erro ao carregar documentos. Por favor, tente novamente mais tarde.')).toBeVisible()
      await expectNoA11yViolations(page, { label: 'documentos de clientes com falha' })
      servidor.sql('ALTER TABLE paginas_documentos_fora RENAME TO paginas_documentos')
      await page.getByRole('main').getByText('Tentar Novamente', { exact: true }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Documentos para Clientes' })).toBeVisible()
      await expect(page.getByRole('region', { name: 'Inovação' }).getByRole('link')).toHaveCount(3)
      await expect(page).toHaveURL(`${servidor.url}/documentos-para-download-clientes`)

      // Staff emptied the page: the spec's second message, and a retry that reads it again.
      servidor.sql("DELETE FROM paginas_documentos_secoes WHERE _parent_id = (SELECT id FROM paginas_documentos WHERE chave = 'CLIENTES')")
      await page.goto(`${servidor.url}/documentos-para-download-clientes?vazia`)
      const alerta = page.getByRole('alert').filter({ hasText: 'Não foi possível encontrar os documentos.' })
      await expect(alerta).toBeVisible()
      await expect(alerta.getByRole('link', { name: 'Tentar Novamente' })).toHaveAttribute('href', '/documentos-para-download-clientes')
      await expectNoA11yViolations(page, { label: 'documentos de clientes vazios' })
    } finally {
      await servidor.parar()
    }
  })
})

test.describe('atendimento ao cliente sem JavaScript', () => {
  // axe needs scripts: each state is checked in a script-less copy (fixtures.ts), not at the end.
  test.use({ javaScriptEnabled: false, a11yAfterEach: false })

  test('os canais, o menu do celular e as perguntas se leem sem scripts', async ({ page, browser, isMobile }) => {
    await page.goto('/atendimento-ao-cliente')
    await expect(tituloCanal(page)).toHaveText('Fale Conosco')
    if (isMobile) await page.locator('summary').filter({ hasText: 'Canais de atendimento:' }).click()
    await menuCanais(page).getByRole('link', { name: 'Perguntas Frequentes' }).click()
    await expect(page).toHaveURL(/\/atendimento-ao-cliente\/perguntas#titulo-canal$/)
    await expect(tituloCanal(page)).toHaveText('Perguntas Frequentes')
    // Native disclosures take the accordion's place: each answer opens without scripts.
    const perguntas = page.locator('#perguntas-frequentes summary')
    await expect(perguntas).toHaveCount(11)
    await perguntas.filter({ hasText: 'Quitei meu financiamento' }).click()
    await expect(page.getByText('autorização para o cancelamento do registro')).toBeVisible()
    await semScripts(browser, page, { label: 'perguntas sem JS' })

    await page.goto('/atendimento-ao-cliente/encarregado')
    await expect(page.getByRole('main')).toContainText('Helena Martins Prates')
    await page.goto('/documentos-para-download-clientes')
    await expect(page.getByRole('heading', { level: 2, name: '- Inovação' })).toBeVisible()
  })
})
