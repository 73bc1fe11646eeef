import { emUmaPagina, expect, expectNoA11yViolations, formatViolations, test } from './fixtures'

/**
 * The eMAG accessibility bar on every page: the shortcuts (links and accesskeys 1–4) and the
 * high-contrast theme, which persists in the browser and is applied before the first paint.
 */

test('a barra de acessibilidade leva ao conteúdo, ao menu, à busca e ao rodapé, com as teclas de acesso 1 a 4', async ({ page }) => {
  await page.goto('/empresa')
  const barra = page.getByRole('navigation', { name: 'Atalhos de acessibilidade' })
  const atalhos = [
    { nome: 'Ir para o conteúdo [1]', tecla: '1', href: '#conteudo' },
    { nome: 'Ir para o menu [2]', tecla: '2', href: '#menu' },
    { nome: 'Ir para a busca [3]', tecla: '3', href: '/busca' },
    { nome: 'Ir para o rodapé [4]', tecla: '4', href: '#rodape' },
  ]
  for (const a of atalhos) {
    const link = barra.getByRole('link', { name: a.nome, exact: true })
    await expect(link).toHaveAttribute('accesskey', a.tecla)
    await expect(link).toHaveAttribute('href', a.href)
  }
  await expect(page.getByRole('link', { name: 'Acessibilidade', exact: true }).first()).toHaveAttribute('href', '/acessibilidade')
  await expectNoA11yViolations(page, { label: 'barra de acessibilidade' })

  // After the hidden skip link, the bar is the first thing the keyboard reaches.
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(barra.getByRole('link', { name: 'Ir para o conteúdo [1]' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('#conteudo')).toBeFocused()

  await barra.getByRole('link', { name: 'Ir para o menu [2]' }).click()
  await expect(page.locator('#menu')).toBeFocused()
  // The next Tab lands in the menu itself: the sections on a computer, the search and menu buttons on a phone.
  await page.keyboard.press('Tab')
  await expect(page.locator('#menu :focus')).toHaveCount(1)

  await barra.getByRole('link', { name: 'Ir para o rodapé [4]' }).click()
  await expect(page.locator('#rodape')).toBeFocused()
  await expect(page.locator('#rodape')).toBeInViewport()

  await barra.getByRole('link', { name: 'Ir para a busca [3]' }).click()
  await expect(page).toHaveURL(/\/busca$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

/**
 * Presses Alt+digit as the keyboard does. Playwright's `keyboard.press('Alt+1')` sends no text with a
 * modifier held, and Blink finds the accesskey by the key's unmodified text, so the shortcut never
 * fires; the DevTools protocol's keyDown with that text does what a real Alt+1 does in Chromium.
 */
async function teclaDeAcesso(page: import('@playwright/test').Page, tecla: string) {
  const cdp = await page.context().newCDPSession(page)
  const evento = { modifiers: 1 /* Alt */, key: tecla, code: `Digit${tecla}`, windowsVirtualKeyCode: tecla.charCodeAt(0) }
  await cdp.send('Input.dispatchKeyEvent', { ...evento, type: 'keyDown', text: tecla, unmodifiedText: tecla })
  await cdp.send('Input.dispatchKeyEvent', { ...evento, type: 'keyUp' })
  await cdp.detach()
}

test('as teclas de acesso Alt+1 a Alt+4 levam o foco ao conteúdo, ao menu, ao rodapé e à busca, também em alto contraste', async ({ page }) => {
  await page.goto('/empresa')
  // High contrast on, then a reload: the theme is still there and the shortcuts work in it.
  await page.getByRole('button', { name: 'Alto contraste' }).click()
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/alto-contraste/)
  await expect(page.getByRole('button', { name: 'Alto contraste' })).toHaveAttribute('aria-pressed', 'true')

  await teclaDeAcesso(page, '4')
  await expect(page.locator('#rodape')).toBeFocused()
  await expect(page.locator('#rodape')).toBeInViewport()
  await expect(page).toHaveURL(/\/empresa#rodape$/)
  await expectNoA11yViolations(page, { label: 'Alt+4 no rodapé, alto contraste' })

  await teclaDeAcesso(page, '1')
  await expect(page.locator('#conteudo')).toBeFocused()
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
  await expect(page).toHaveURL(/\/empresa#conteudo$/)

  await teclaDeAcesso(page, '2')
  await expect(page.locator('#menu')).toBeFocused()
  await expect(page.locator('#menu')).toBeInViewport()
  await expectNoA11yViolations(page, { label: 'Alt+2 no menu, alto contraste' })

  await teclaDeAcesso(page, '3')
  await expect(page).toHaveURL(/\/busca$/)
  await expect(page.getByRole('main').getByRole('searchbox').first()).toBeVisible()
  await expect(page.locator('html')).toHaveClass(/alto-contraste/)
  await expectNoA11yViolations(page, { label: 'Alt+3 na busca, alto contraste' })
})

/** Records <html>'s class at the moment <body> appears: before any paint of the page's content. */
async function registrarClasseAntesDoCorpo(page: import('@playwright/test').Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { classeAoAbrirCorpo?: string }
    new MutationObserver((_, o) => {
      if (document.body) {
        w.classeAoAbrirCorpo = document.documentElement.className
        o.disconnect()
      }
    }).observe(document, { childList: true, subtree: true })
  })
}

const classeAoAbrirCorpo = (page: import('@playwright/test').Page) => page.evaluate(() => (window as unknown as { classeAoAbrirCorpo?: string }).classeAoAbrirCorpo ?? '')

test('alto contraste: vale em todas as páginas, continua ao recarregar sem piscar o tema normal e passa no axe (contraste de 7:1)', async ({ page }) => {
  await registrarClasseAntesDoCorpo(page)
  await page.goto('/home')
  const html = page.locator('html')
  const botao = page.getByRole('button', { name: 'Alto contraste' })
  await expect(botao).toHaveAttribute('aria-pressed', 'false')
  await expect(html).not.toHaveClass(/alto-contraste/)
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)')

  await botao.click()
  await expect(botao).toHaveAttribute('aria-pressed', 'true')
  await expect(html).toHaveClass(/alto-contraste/)
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(0, 0, 0)')
  expect(await page.getByRole('heading', { level: 2 }).first().evaluate((e) => getComputedStyle(e).color)).toBe('rgb(255, 255, 255)')
  await expectNoA11yViolations(page, { label: 'alto contraste' })
  // AAA contrast (7:1) over the whole page, the theme's promise.
  const aaa = await emUmaPagina(page).withRules(['color-contrast-enhanced']).analyze()
  expect(aaa.violations, formatViolations(aaa.violations)).toEqual([])

  // Another page and a reload: the theme is there before the body is painted.
  await page.goto('/politica-de-privacidade')
  expect(await classeAoAbrirCorpo(page)).toContain('alto-contraste')
  await expect(page.getByRole('button', { name: 'Alto contraste' })).toHaveAttribute('aria-pressed', 'true')
  await expectNoA11yViolations(page, { label: 'alto contraste, outra página' })
  await page.reload()
  expect(await classeAoAbrirCorpo(page)).toContain('alto-contraste')

  // Turned off, it stays off.
  await page.getByRole('button', { name: 'Alto contraste' }).click()
  await expect(html).not.toHaveClass(/alto-contraste/)
  await page.reload()
  expect(await classeAoAbrirCorpo(page)).not.toContain('alto-contraste')
  await expect(page.getByRole('button', { name: 'Alto contraste' })).toHaveAttribute('aria-pressed', 'false')
})

test('alto contraste numa página de produto com menus abertos: sem violações', async ({ page, isMobile }) => {
  await page.goto('/empresa/35')
  await page.getByRole('button', { name: 'Alto contraste' }).click()
  await expectNoA11yViolations(page, { label: 'produto em alto contraste' })
  if (isMobile) {
    await page.getByRole('button', { name: 'Abrir menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
    await expectNoA11yViolations(page, { label: 'menu do celular em alto contraste' })
  } else {
    await page.getByRole('button', { name: 'Produtos' }).click()
    await expect(page.getByRole('link', { name: /Agronegócio/ }).first()).toBeVisible()
    await expectNoA11yViolations(page, { label: 'menu de produtos em alto contraste' })
  }
})

test('a barra de acessibilidade: alvos de pelo menos 24 × 24 px e o símbolo de acessibilidade (LBI art. 63 §1) desenhado na página', async ({ page }) => {
  await page.goto('/home')
  const barra = page.getByRole('navigation', { name: 'Atalhos de acessibilidade' })
  const alvos = barra.locator('a, button')
  await expect(alvos).toHaveCount(6)
  for (const alvo of await alvos.all()) {
    const caixa = (await alvo.boundingBox())!
    expect(caixa.width, await alvo.innerText()).toBeGreaterThanOrEqual(24)
    expect(caixa.height, await alvo.innerText()).toBeGreaterThanOrEqual(24)
  }
  // An inline SVG (no request to anyone) with its name, beside the statement's link.
  const simbolo = barra.getByRole('img', { name: 'Símbolo internacional de acessibilidade' })
  await expect(simbolo).toBeVisible()
  expect(await simbolo.evaluate((e) => e.tagName.toLowerCase())).toBe('svg')
  await expect(barra.getByRole('link', { name: 'Acessibilidade', exact: true })).toHaveAttribute('href', '/acessibilidade')
})

test('o foco do teclado nunca fica escondido sob o cabeçalho fixo, nem ao voltar com Shift+Tab (WCAG 2.2, 2.4.11)', async ({ page }) => {
  await page.goto('/acessibilidade')
  // From the footer's first link back up through the page: each element Chrome scrolls to lands below
  // the sticky header with its whole focus ring (3 px outline, 2 px apart) in view.
  await page.locator('#rodape a').first().focus()
  const escondidos: string[] = []
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Shift+Tab')
    const medida = await page.evaluate(async () => {
      // The smooth scroll ends first: a position read mid-way says nothing.
      for (let y = -1; y !== scrollY; ) {
        y = scrollY
        await new Promise((pronto) => setTimeout(pronto, 120))
      }
      const el = document.activeElement as HTMLElement | null
      if (!el?.closest('main, footer')) return null
      const cabecalho = document.querySelector('header')!.getBoundingClientRect()
      const caixa = el.getBoundingClientRect()
      return { nome: (el.textContent ?? el.tagName).trim().slice(0, 40), topo: caixa.top - 5, fundoCabecalho: cabecalho.bottom }
    })
    if (medida && medida.topo < medida.fundoCabecalho) escondidos.push(`${medida.nome}: topo do foco ${medida.topo} px, cabeçalho até ${medida.fundoCabecalho} px`)
  }
  expect(escondidos).toEqual([])
})

/**
 * The shell's help links in document order (WCAG 2.2 SC 3.2.6 Consistent Help): the customer-service
 * channels, the phones and the e-mails of the header and the footer, the help every page repeats.
 * Hash and query are left out.
 */
async function linksDeAjuda(page: import('@playwright/test').Page) {
  return page.evaluate(() => {
    const ajuda = (href: string) => /^\/atendimento-ao-cliente\/[a-z-]+$/.test(href) || /^(tel|mailto):/.test(href)
    const lista = (raiz: Element | null) =>
      [...(raiz?.querySelectorAll('a[href]') ?? [])].map((a) => (a.getAttribute('href') ?? '').replace(/[#?].*$/, '')).filter(ajuda)
    return { cabecalho: lista(document.querySelector('header')), rodape: lista(document.querySelector('footer')) }
  })
}

test('a ajuda do cabeçalho e do rodapé (canais de atendimento, telefones, e-mail) é a mesma, na mesma ordem, em todos os tipos de página (WCAG 2.2, 3.2.6)', async ({ page }) => {
  await page.goto('/noticias')
  const noticia = (await page.getByRole('main').locator('a[href^="/noticias/"]').first().getAttribute('href'))!
  const paginas = ['/home', '/empresa/1', '/atendimento-ao-cliente/ouvidoria', '/formulario/pessoa-fisica', noticia]
  let referencia: { cabecalho: string[]; rodape: string[] } | null = null
  for (const caminho of paginas) {
    await page.goto(caminho)
    const ajuda = await linksDeAjuda(page)
    if (!referencia) {
      referencia = ajuda
      expect(ajuda.cabecalho.slice(0, 2)).toEqual(['/atendimento-ao-cliente/protocolo', '/atendimento-ao-cliente/fale-conosco'])
      expect(ajuda.rodape).toContain('/atendimento-ao-cliente/fale-conosco')
      expect(ajuda.rodape.some((h) => h.startsWith('tel:')) && ajuda.rodape.some((h) => h.startsWith('mailto:'))).toBe(true)
    } else expect(ajuda, caminho).toEqual(referencia)
  }
})
