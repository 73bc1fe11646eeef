import { expect, expectNoA11yViolations, test } from './fixtures'
import { servidorAvulso } from './servidor-avulso'

test.describe('transparência', () => {
  test('sem slug abre o Código de Ética; o menu muda o endereço; filtros de mês e ano ficam na URL e se limpam', async ({ page, isMobile }) => {
    await page.goto('/transparencia')
    await expect(page.getByRole('heading', { level: 2, name: 'Código de Ética e Conduta' })).toBeVisible()
    await expect(page.getByRole('link', { name: /Baixar Código de Ética e Conduta \(PDF/ })).toBeVisible()
    await expectNoA11yViolations(page, { label: 'transparência inicial' })

    if (isMobile) {
      await page.getByText('Itens de transparência:').click()
      await expectNoA11yViolations(page, { label: 'menu do celular aberto' })
    }
    await page.getByRole('navigation', { name: 'Itens de transparência' }).getByRole('link', { name: 'Demonstrações Financeiras' }).click()
    await page.waitForURL('**/transparencia/demonstracoes-financeiras')
    await expect(page.getByRole('heading', { level: 2, name: 'Demonstrações Financeiras' })).toBeVisible()
    if (isMobile) await expect(page.getByRole('navigation', { name: 'Itens de transparência' }).getByRole('link', { name: 'Estatuto Social' })).toBeHidden()

    await page.getByLabel('Ano').selectOption('2024')
    await page.waitForURL(/year=2024/)
    await page.getByLabel('Mês').selectOption({ label: 'Maio' })
    await page.waitForURL(/month=4/)
    const itens = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('link', { name: /^Baixar/ }) })
    await expect(itens).toHaveCount(1)
    await expect(itens.first()).toContainText('1º trimestre de 2024')
    await expect(itens.first()).toContainText('15/05/2024')
    await expectNoA11yViolations(page, { label: 'filtro aplicado' })

    await page.getByLabel('Ano').selectOption('2015')
    await expect(page.getByText('Nenhuma publicação encontrada com os filtros selecionados.')).toBeVisible()
    await page.getByRole('link', { name: 'Limpar filtros' }).click()
    await expect(page).toHaveURL(/\/transparencia\/demonstracoes-financeiras$/)
    await expect(page.getByLabel('Ano')).toHaveValue('')
    await expect(page.getByLabel('Mês')).toHaveValue('')
    await expect(itens.first()).toContainText('3º trimestre de 2026')

    // 31 statements: 20 on the first page, 11 on the second; a filtered list of 4 has no pager.
    await expect(itens).toHaveCount(20)
    await page.getByLabel('Ano').selectOption('2025')
    await page.waitForURL(/year=2025/)
    await expect(page.getByRole('navigation', { name: 'Paginação' })).toHaveCount(0)
    await page.goto('/transparencia/demonstracoes-financeiras?pagina=2')
    await expect(itens).toHaveCount(11)
    await expect(page.getByRole('link', { name: 'Página 1' })).toHaveAttribute('href', '/transparencia/demonstracoes-financeiras')
    await expectNoA11yViolations(page, { label: 'segunda página' })
    expect((await page.goto('/transparencia/demonstracoes-financeiras?pagina=3'))?.status()).toBe(404)
  })

  test('Buscar: sem acento nem caixa, depois de 300 ms, com o cabeçalho de resultados; item de link externo e de texto', async ({ page, isMobile }) => {
    await page.goto('/transparencia/estatuto-social')
    await page.getByRole('main').getByLabel('Buscar', { exact: true }).fill('RELATORIO')
    await expect(page).toHaveURL(/busca=RELATORIO/)
    // The list updated without taking the visitor out of the box.
    await expect(page.getByRole('main').getByLabel('Buscar', { exact: true })).toBeFocused()
    if (isMobile) await page.getByText('Itens de transparência:').click()
    const menu = page.getByRole('navigation', { name: 'Itens de transparência' }).filter({ visible: true })
    // The title or the item's text: '2022' lists the 2022 management report.
    await expect(menu.getByRole('status')).toHaveText('Resultados para "RELATORIO" (2 encontrados):')
    await expect(menu.getByRole('link')).toHaveText(['Relatório da Administração', '2022'])
    await expectNoA11yViolations(page, { label: 'resultado da busca' })
    await page.getByRole('main').getByLabel('Buscar', { exact: true }).fill('xyzw')
    await expect(menu.getByRole('status')).toHaveText('Nenhum resultado encontrado para "xyzw"')

    await page.goto('/transparencia/portal-da-transparencia-do-estado')
    await expect(page.getByRole('link', { name: /Acessar Portal da Transparência do Estado/ })).toHaveAttribute('target', '_blank')
    await page.goto('/transparencia/2022')
    await expect(page.getByRole('main').getByRole('link', { name: 'Demonstrações Financeiras de 2022' })).toHaveAttribute('href', '/publicacoes/64?year=2022')
    const velho = await page.goto('/transparencia/cdigo-de-tica-e-conduta')
    expect(velho?.status()).toBe(200)
    expect((await page.goto('/transparencia/relatorio-de-ouvidoria-2026'))?.status()).toBe(404)
  })

  test('o download traz o arquivo com o nome real', async ({ page }) => {
    await page.goto('/transparencia')
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /Baixar Código de Ética e Conduta \(PDF/ }).click()])
    expect(download.suggestedFilename()).toBe('codigo-de-etica-e-conduta.pdf')
    // A draft's file is not served by Payload's own file address either.
    const rascunho = await page.request.get('/api/publicacoes/file/relatorio-da-administracao-2027-rascunho.pdf')
    expect([403, 404]).toContain(rascunho.status())
  })
})

test.describe('publicações', () => {
  test('categorias ao lado, busca em todas as categorias, filtros, Balancetes e dados abertos', async ({ page }) => {
    await page.goto('/publicacoes/17')
    await expect(page.getByRole('heading', { level: 2, name: 'Código de Ética e Conduta' })).toBeVisible()
    await expect(page.getByRole('main').getByText('Data não disponível')).toBeVisible()
    await expectNoA11yViolations(page, { label: 'publicações 17' })
    await expect(page.locator('a', { hasText: 'Balancetes' }).first()).toHaveAttribute('target', '_blank')

    await page.getByRole('main').getByLabel('Buscar', { exact: true }).fill('relatorio anual do comite')
    await expect(page.getByRole('status')).toHaveText(/^Resultados para "relatorio anual do comite" \(\d+ encontrados\):$/)
    await expect(page.getByRole('main').getByText(/Relatório Anual do Comitê de Auditoria · /).first()).toBeVisible()
    await page.getByLabel('Ano').selectOption('2021')
    await expect(page.getByRole('status')).toHaveText('Resultados para "relatorio anual do comite" (1 encontrados):')
    await expectNoA11yViolations(page, { label: 'busca em publicações' })

    const csv = await page.request.get(await page.getByRole('link', { name: 'CSV' }).getAttribute('href') ?? '')
    expect(csv.headers()['content-type']).toContain('text/csv')
    expect((await csv.text()).trim().split('\r\n')).toHaveLength(2)
    expect((await page.goto('/publicacoes/4242'))?.status()).toBe(404)
  })

  test('a lista falha depois de uma navegação no site: a mensagem no conteúdo, e Tentar Novamente traz a lista', async ({ page, isMobile }) => {
    await page.goto('/publicacoes')
    // The list's read fails on the server: in the navigation's answer (the RSC stream), the list's row
    // becomes what React sends for a server component that threw (an error row with a digest).
    const NAVEGACAO = /\/publicacoes\/17\?_rsc=/
    let falhas = 0
    await page.route(NAVEGACAO, async (rota) => {
      if (rota.request().headers()['next-router-prefetch']) return rota.continue()
      const resposta = await rota.fetch()
      const linhas = (await resposta.text()).split('\n')
      const lista = linhas.findIndex((l) => l.includes('"Baixar"'))
      if (lista >= 0) {
        linhas[lista] = `${linhas[lista]!.slice(0, linhas[lista]!.indexOf(':'))}:E{"digest":"falha-simulada"}`
        falhas++
      }
      await rota.fulfill({ response: resposta, body: linhas.join('\n') })
    })
    if (isMobile) await page.locator('summary').filter({ hasText: 'Categorias:' }).click()
    await page.locator('a[href="/publicacoes/17"]:visible').first().click()
    const caixa = page.getByRole('main').getByRole('alert')
    await expect(caixa).toContainText('Erro ao carregar publicações. Por favor, tente novamente mais tarde.')
    expect(falhas).toBe(1)
    // In the content area, under the site's header and footer (not the generic error page).
    await expect(page).toHaveURL(/\/publicacoes\/17$/)
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expectNoA11yViolations(page, { label: 'publicações com falha' })

    await page.unroute(NAVEGACAO)
    await caixa.getByRole('button', { name: 'Tentar Novamente' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Código de Ética e Conduta' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: /^Baixar/ }).first()).toBeVisible()
    await expect(caixa).toHaveCount(0)
  })
})

test.describe('transparência num celular lento', () => {
  test('um filtro escolhido antes de os scripts rodarem é aplicado quando eles chegam, não desfeito', async ({ page }) => {
    // Holds the page's scripts until the choice is made, as a slow phone would.
    let reter = true
    const retidos: (() => Promise<void>)[] = []
    await page.route('**/_next/static/chunks/**', async (rota) => {
      if (reter) retidos.push(() => rota.continue())
      else await rota.continue()
    })
    await page.goto('/transparencia/demonstracoes-financeiras', { waitUntil: 'domcontentloaded' })
    await page.getByLabel('Ano').selectOption('2024')
    expect(page.url()).not.toContain('year=')
    reter = false
    for (const soltar of retidos.splice(0)) await soltar()
    await page.waitForURL(/year=2024/)
    await expect(page.getByLabel('Ano')).toHaveValue('2024')
    await expect(page.getByRole('main').getByText(/trimestre de 2024/).first()).toBeVisible()
  })
})

test.describe('licitações', () => {
  test('o item 109 vem selecionado; item com categoria leva a /publicacoes/{id}; a busca filtra os itens', async ({ page, isMobile }) => {
    await page.goto('/licitacoes')
    await expect(page.getByRole('heading', { level: 2, name: 'Licitações em Andamento' })).toBeVisible()
    await expectNoA11yViolations(page, { label: 'licitações' })
    await page.goto('/licitacoes?item=113')
    await page.waitForURL('**/publicacoes/70')
    await expect(page.getByRole('heading', { level: 2, name: 'Editais de Licitação' })).toBeVisible()
    await page.goto('/licitacoes')
    await page.getByRole('main').getByLabel('Buscar', { exact: true }).fill('  Contratos  ')
    await expect(page).toHaveURL(/busca=Contratos/)
    if (isMobile) await page.getByText('Itens de licitações:').click()
    const menu = page.getByRole('navigation', { name: 'Itens de licitações' }).filter({ visible: true })
    await expect(menu.getByRole('link')).toHaveText(['Licitações em Andamento', 'Contratos', 'Regulamento de Licitações e Contratos'])
    await expect(menu.getByRole('link', { name: 'Contratos', exact: true })).toHaveAttribute('href', '/publicacoes/72')
  })
})

test.describe('documentos para download', () => {
  test('seções do geral, CARTILHA RAIS em lista, links em nova aba; Envio de Proposta na inovação', async ({ page }) => {
    await page.goto('/documentos-para-download')
    await expect(page.getByRole('heading', { level: 1, name: 'Documentos para Download' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: '- CADASTRO' })).toBeVisible()
    const ficha = page.getByRole('link', { name: /Ficha cadastral – pessoa física/ })
    await expect(ficha).toHaveAttribute('target', '_blank')
    await expect(page.getByRole('list', { name: 'CARTILHA RAIS' })).toBeVisible()
    await expectNoA11yViolations(page, { label: 'documentos geral' })

    await page.goto('/documentos-para-download-inovacao')
    await expect(page.getByRole('heading', { level: 1, name: 'Documentos para Download - Inovação' })).toBeVisible()
    await expect(page.getByRole('link', { name: /Envio de Proposta/ })).toBeVisible()
    await expectNoA11yViolations(page, { label: 'documentos inovação' })
  })

  for (const [rota, titulo] of [
    ['/documentos-para-download-agro', 'Documentos para Download - Agronegócio'],
    ['/documentos-para-download-empresa', 'Documentos para Download - Empresas'],
    ['/documentos-para-download-municipio', 'Documentos para Download - Público'],
  ] as const) {
    test(`${rota} lista os documentos em grade`, async ({ page }) => {
      await page.goto(rota)
      await expect(page.getByRole('heading', { level: 1, name: titulo })).toBeVisible()
      await expect(page.getByRole('main').getByRole('link', { name: /abre em nova aba/ }).first()).toBeVisible()
      await expectNoA11yViolations(page, { label: rota })
    })
  }
})

test.describe('documentos para download: falha ao carregar', { tag: '@computador' }, () => {
  test('o banco falha: caixa vermelha com Tentar Novamente; o banco volta: Tentar Novamente mostra os documentos', async ({ page }) => {
    test.setTimeout(180_000)
    // Its own server and database copy: breaking a table here touches no other test.
    const servidor = await servidorAvulso(3190)
    try {
      servidor.sql('ALTER TABLE paginas_documentos RENAME TO paginas_documentos_fora')
      await page.goto(`${servidor.url}/documentos-para-download-agro`)
      await expect(page.getByText('Erro ao carregar documentos. Por favor, tente novamente mais tarde.')).toBeVisible()
      const tentar = page.getByRole('main').getByText('Tentar Novamente', { exact: true })
      await expect(tentar).toBeVisible()
      await expectNoA11yViolations(page, { label: 'documentos com falha' })
      // Still failing: trying again shows the same box, not a blank page.
      await tentar.click()
      await expect(page.getByText('Erro ao carregar documentos. Por favor, tente novamente mais tarde.')).toBeVisible()

      servidor.sql('ALTER TABLE paginas_documentos_fora RENAME TO paginas_documentos')
      await page.getByRole('main').getByText('Tentar Novamente', { exact: true }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Documentos para Download - Agronegócio' })).toBeVisible()
      await expect(page.getByRole('main').getByRole('link', { name: /abre em nova aba/ }).first()).toBeVisible()
      await expect(page).toHaveURL(`${servidor.url}/documentos-para-download-agro`)
    } finally {
      await servidor.parar()
    }
  })
})

test.describe('páginas institucionais', () => {
  test('Quem Somos, Modelo de Negócio com o diálogo, Projetos Sociais e Administração', async ({ page }) => {
    // Four pages and five axe checks in one walk: past 60 s once on a loaded CI machine.
    test.slow()
    await page.goto('/historia')
    await expect(page.getByRole('heading', { level: 1, name: 'Quem Somos' })).toBeVisible()
    await expect(page.getByRole('main')).toContainText('mais de 430 dos 497 municípios')
    await expect(page.getByRole('link', { name: 'Código de Ética' })).toHaveAttribute('href', '/publicacoes/17')
    // The institutional video: muted, with pt-BR captions served as WebVTT, and its transcript.
    const video = page.locator('#video video')
    await expect(video).toHaveJSProperty('muted', true)
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(16)
    const legendas = video.locator('track[kind="captions"]')
    await expect(legendas).toHaveAttribute('srclang', 'pt-BR')
    const vtt = await page.request.get((await legendas.getAttribute('src')) ?? '')
    expect(vtt.headers()['content-type']).toContain('text/vtt')
    expect(await vtt.text()).toMatch(/^WEBVTT\n/)
    await page.getByText('Transcrição do vídeo').click()
    await expect(page.locator('#video details')).toContainText('Presente nos 28 Conselhos Regionais de Desenvolvimento.')
    await expectNoA11yViolations(page, { label: 'historia' })

    await page.goto('/modelo-de-negocio')
    await page.getByRole('button', { name: 'Onde já chegamos' }).click()
    const dialogo = page.getByRole('dialog', { name: 'Onde já chegamos' })
    await expect(dialogo).toContainText('28 COREDEs')
    // The map: one dot per municipality, the demo list of 67 still without a project set apart.
    await expect(dialogo.getByRole('img', { name: 'Mapa: 430 dos 497 municípios do Rio Grande do Sul com projeto financiado' })).toBeVisible()
    await expect(dialogo).toContainText('Com projeto financiado: 430')
    await expect(dialogo).toContainText('Ainda sem projeto: 67')
    await expectNoA11yViolations(page, { label: 'diálogo onde já chegamos' })
    await dialogo.getByText('Municípios ainda sem projeto financiado (67)').click()
    await expect(dialogo.locator('details li')).toHaveCount(67)
    await expectNoA11yViolations(page, { label: 'diálogo onde já chegamos, lista de municípios aberta' })
    await page.keyboard.press('Escape')
    await expect(dialogo).toBeHidden()
    await expect(page.getByRole('main').getByRole('link', { name: 'Fale Conosco' })).toHaveAttribute('href', '/atendimento-ao-cliente/fale-conosco')

    await page.goto('/projetos-sociais')
    await expect(page.getByRole('heading', { level: 2, name: 'Lei da Criança' })).toBeVisible()
    await page.goto('/projetos-sociais?projeto=vida')
    await expect(page.getByRole('heading', { level: 2, name: 'Vida com Arte' })).toBeVisible()
    await expectNoA11yViolations(page, { label: 'projetos sociais' })

    await page.goto('/administracao-e-orgaos-auxiliares')
    for (const nome of ['Diretoria', 'Conselho de Administração', 'Comitê de Auditoria', 'Conselho Fiscal']) {
      await expect(page.getByRole('heading', { level: 2, name: nome })).toBeVisible()
    }
    const cv = page.getByRole('link', { name: /Currículo de Helena Prates Kunzler/ }).first()
    const r = await page.request.get((await cv.getAttribute('href')) ?? '')
    expect(r.headers()['content-type']).toBe('application/pdf')
    await expectNoA11yViolations(page, { label: 'administração' })
  })
})
