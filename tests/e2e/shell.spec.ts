import { expect, expectNoA11yViolations, test } from './fixtures'

const rolagemTravada = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const estilo = (el: Element) => getComputedStyle(el).overflow + getComputedStyle(el).overflowY
    return /hidden|clip/.test(estilo(document.documentElement) + estilo(document.body))
  })

// Tagged: the desktop dropdowns run only in the desktop project, the side menu only on the phone
// (playwright.config.ts), so neither shows up as a skipped test.
test.describe('cabeçalho no computador', { tag: '@computador' }, () => {

  test('passar o mouse abre o menu; sair fecha após 300 ms; outra seção assume', async ({ page }) => {
    // Four open menus, each checked by axe (about 14 s each with the home page behind it on CI's machine: 63 s seen).
    test.slow()
    // The 300 ms are checked on a controlled clock: a busy machine cannot stretch a real 120 ms wait past them.
    await page.clock.install()
    await page.goto('/home')
    const nav = page.getByRole('navigation', { name: 'Menu principal' })
    const produtos = nav.getByRole('button', { name: 'Produtos' })
    await produtos.hover()
    await expect(produtos).toHaveAttribute('aria-expanded', 'true')
    const painel = page.locator(`#${await produtos.getAttribute('aria-controls')}`)
    await expect(painel.getByRole('link', { name: /Agronegócio/ })).toBeVisible()
    await expect(painel).toContainText('Financiamento para produtores rurais e agricultores familiares.')
    expect(await rolagemTravada(page)).toBe(true)
    await expectNoA11yViolations(page, { label: 'menu Produtos aberto' })

    // Moving to another section switches at once.
    const institucional = nav.getByRole('button', { name: 'Institucional' })
    await institucional.hover()
    await expect(institucional).toHaveAttribute('aria-expanded', 'true')
    await expect(produtos).toHaveAttribute('aria-expanded', 'false')
    await expectNoA11yViolations(page, { label: 'menu Institucional aberto' })
    for (const secao of ['Governança Corporativa', 'Atendimento ao Cliente']) {
      const botao = nav.getByRole('button', { name: secao })
      await botao.hover()
      await expect(botao).toHaveAttribute('aria-expanded', 'true')
      await expectNoA11yViolations(page, { label: `menu ${secao} aberto` })
    }
    await institucional.hover()

    // Leaving: still open shortly after, closed after the 300 ms delay.
    await page.clock.pauseAt(Date.now() + 5_000)
    await page.mouse.move(640, 700)
    await page.clock.runFor(120)
    await expect(institucional).toHaveAttribute('aria-expanded', 'true')
    await page.clock.runFor(200)
    await expect(institucional).toHaveAttribute('aria-expanded', 'false', { timeout: 1000 })
    expect(await rolagemTravada(page)).toBe(false)
    // Time flows again for the accessibility check that follows every test.
    await page.clock.resume()
  })

  test('Governança mostra todas as publicações do cabeçalho; um clique navega e fecha', async ({ page }) => {
    await page.goto('/home')
    const botao = page.getByRole('navigation', { name: 'Menu principal' }).getByRole('button', { name: 'Governança Corporativa' })
    await botao.hover()
    const painel = page.locator(`#${await botao.getAttribute('aria-controls')}`)
    for (const id of [11, 10066, 9, 8, 35, 39, 7, 61, 63, 62]) {
      await expect(painel.locator(`a[href="/publicacoes/${id}"]`)).toHaveCount(1)
    }
    // The eligibility committee minutes are in the footer only.
    await expect(painel.locator('a[href="/publicacoes/36"]')).toHaveCount(0)
    await expect(page.getByRole('contentinfo').locator('a[href="/publicacoes/36"]')).toHaveCount(1)
    await painel.getByRole('link', { name: 'Remuneração' }).click()
    await expect(page).toHaveURL(/\/remuneracao$/)
    await expect(botao).toHaveAttribute('aria-expanded', 'false')
  })

  test('só com o teclado: Enter abre, Tab percorre, Escape fecha e devolve o foco', async ({ page }) => {
    await page.goto('/home')
    const botao = page.getByRole('navigation', { name: 'Menu principal' }).getByRole('button', { name: 'Atendimento ao Cliente' })
    await botao.focus()
    await page.keyboard.press('Enter')
    await expect(botao).toHaveAttribute('aria-expanded', 'true')
    await expectNoA11yViolations(page, { label: 'menu aberto pelo teclado' })
    await page.keyboard.press('Tab')
    await expect(page.locator(':focus')).toHaveAttribute('href', '/atendimento-ao-cliente/protocolo')
    await page.keyboard.press('Escape')
    await expect(botao).toHaveAttribute('aria-expanded', 'false')
    await expect(botao).toBeFocused()
    await page.keyboard.press('Space')
    await expect(botao).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Space')
    await expect(botao).toHaveAttribute('aria-expanded', 'false')
  })

  test('links fixos, busca e Área do Cliente', async ({ page }) => {
    await page.goto('/home')
    const cabecalho = page.getByRole('banner')
    for (const href of ['/licitacoes', '/transparencia', '/publicacoes', '/documentos-para-download', '/noticias']) {
      await expect(cabecalho.locator(`a[href="${href}"]`).first()).toBeVisible()
    }
    await expect(cabecalho.getByRole('link', { name: /Área do Cliente/ })).toHaveAttribute('href', 'https://internetbanking.fomento.rs.gov.br/ibb-web/')
    await expect(cabecalho.getByRole('link', { name: 'Fomento RS — Agência de Desenvolvimento do Rio Grande do Sul' })).toHaveAttribute('href', '/home')
  })
})

test.describe('menu do celular', { tag: '@celular' }, () => {

  test('abre, desce nas quatro seções com Voltar, trava a rolagem e fecha ao navegar', async ({ page }) => {
    await page.goto('/home')
    await page.getByRole('button', { name: 'Abrir menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    expect(await rolagemTravada(page)).toBe(true)
    await expectNoA11yViolations(page, { label: 'menu do celular aberto' })

    for (const [secao, href] of [
      ['Produtos', '/municipio'],
      ['Institucional', '/historia'],
      ['Governança Corporativa', '/publicacoes/10066'],
      ['Atendimento ao Cliente', '/atendimento-ao-cliente/denuncias'],
    ] as const) {
      await page.getByRole('dialog').getByRole('button', { name: secao }).click()
      const sub = page.getByRole('dialog', { name: secao })
      await expect(sub.locator(`a[href="${href}"]`)).toBeVisible()
      await expectNoA11yViolations(page, { label: `subpainel ${secao}` })
      await sub.getByRole('button', { name: 'Voltar' }).click()
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
    }

    // Closing resets the drill-down: reopening starts on the main level.
    await page.getByRole('dialog').getByRole('button', { name: 'Produtos' }).click()
    await page.getByRole('button', { name: 'Fechar menu' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect(await rolagemTravada(page)).toBe(false)
    await page.getByRole('button', { name: 'Abrir menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()

    // Following a link navigates and closes the menu.
    await page.getByRole('dialog').getByRole('button', { name: 'Produtos' }).click()
    await page.getByRole('dialog').getByRole('link', { name: /Empresa/ }).click()
    await expect(page).toHaveURL(/\/empresa$/)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1, name: 'Empresa' })).toBeVisible()
  })
})

test('caixa de busca: foco dentro, Escape fecha, enviar abre /busca', async ({ page, isMobile }) => {
  await page.goto('/home')
  const abrir = isMobile
    ? page.getByRole('banner').getByRole('link', { name: 'Buscar no site' })
    : page.getByRole('banner').getByRole('link', { name: /Buscar/ }).first()
  await abrir.click()
  const dialogo = page.getByRole('dialog')
  const campo = dialogo.getByPlaceholder('Faça sua busca')
  await expect(campo).toBeFocused()
  await expectNoA11yViolations(page, { label: 'busca aberta' })
  await page.keyboard.press('Escape')
  await expect(dialogo).toHaveCount(0)
  // Focus goes back to what opened the dialog.
  await expect(abrir).toBeFocused()
  await abrir.click()
  // Empty term: stays, with a hint.
  await page.getByRole('dialog').getByPlaceholder('Faça sua busca').press('Enter')
  await expect(page.getByRole('dialog')).toContainText('Digite uma palavra ou expressão para buscar.')
  await expectNoA11yViolations(page, { label: 'busca vazia com a dica' })
  await page.getByRole('dialog').getByPlaceholder('Faça sua busca').fill('máquinas')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/busca\?q=m%C3%A1quinas$/)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Máquinas e Equipamentos Agrícolas' })).toBeVisible()
})

test('rodapé: contatos, endereço, redes, links do estado e o ano corrente', async ({ page }) => {
  await page.goto('/home')
  const rodape = page.getByRole('contentinfo')
  await expect(rodape).toContainText('(51)')
  await expect(rodape).toContainText('9h às 18h')
  await expect(rodape).toContainText('Porto Alegre')
  await expect(rodape).toContainText('90010-210')
  await expect(rodape).toContainText(`© ${new Date().getFullYear()}`)
  for (const rede of ['Instagram', 'YouTube', 'Facebook', 'LinkedIn']) {
    await expect(rodape.getByRole('link', { name: new RegExp(rede) })).toHaveCount(1)
  }
  await expect(rodape.locator('a[href="/projetos-sociais"]')).toHaveCount(1)
  await expect(page.getByRole('banner').locator('a[href="/projetos-sociais"]')).toHaveCount(0)
})

test('link para pular ao conteúdo é o primeiro do teclado', async ({ page }) => {
  await page.goto('/empresa')
  await page.keyboard.press('Tab')
  const pular = page.getByRole('link', { name: 'Pular para o conteúdo principal' })
  await expect(pular).toBeFocused()
  await pular.press('Enter')
  await expect(page.locator('#conteudo')).toBeFocused()
  expect(await page.locator('html').getAttribute('lang')).toBe('pt-BR')
})

test('política de segurança de conteúdo: presente nas páginas e sem violações ao usar menus e busca', async ({ page, isMobile }) => {
  const violacoes: string[] = []
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violacoes.push(m.text())
  })
  const r = await page.goto('/empresa/35')
  expect(r?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/)
  // The islands hydrated under the policy: the menus and the search dialog open.
  if (isMobile) {
    await page.getByRole('button', { name: 'Abrir menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
    await page.getByRole('button', { name: 'Fechar menu' }).click()
  } else {
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('button', { name: 'Produtos' }).click()
    await expect(page.getByRole('navigation', { name: 'Menu principal' }).getByRole('button', { name: 'Produtos' })).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
  }
  await page.getByRole('banner').getByRole('link', { name: /Buscar/ }).first().click()
  await expect(page.getByRole('dialog').getByPlaceholder('Faça sua busca')).toBeFocused()
  expect(violacoes).toEqual([])
})

test('páginas públicas não pedem a dica de tema (Critical-CH faria o navegador pedir a página duas vezes); o back-office pede', { tag: '@computador' }, async ({ request }) => {
  const publica = await request.get('/home')
  expect(publica.headers()['critical-ch']).toBeUndefined()
  expect(publica.headers()['accept-ch']).toBeUndefined()
  const admin = await request.get('/admin/login')
  expect(admin.headers()['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
})
