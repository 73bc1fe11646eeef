import type { Locator, Page } from '@playwright/test'

import { expect, expectNoA11yViolations, test } from './fixtures'

const carrossel = (page: Page, nome: string) => page.getByRole('region', { name: nome })
/** The 1-based number of the slide whose dot is current. */
async function slideAtual(c: Locator): Promise<number> {
  const atual = c.getByRole('button', { name: /^Ir para o slide/ }).and(c.locator('[aria-current="true"]'))
  const rotulo = (await atual.getAttribute('aria-label')) ?? ''
  return Number(/\d+/.exec(rotulo)?.[0])
}

test.describe('página inicial: carrosséis', () => {
  test.beforeEach(async ({ page }) => {
    // The page's timers run on a controlled clock: 5 s and 3 s are checked exactly, not by waiting.
    await page.clock.install()
    await page.goto('/home')
    await page.mouse.move(0, 0)
    // Embla arrives after the page hydrates (out of the first load): the seconds count from then.
    await expect(page.locator('[aria-roledescription="carrossel"][data-movel]')).toHaveCount(2)
  })

  test('os slides fixos avançam a cada 5 s e os banners a cada 3 s', async ({ page }) => {
    const fixos = carrossel(page, 'Nossos públicos')
    const banners = carrossel(page, 'Banners')
    await expect(fixos.getByRole('group')).toHaveCount(4)
    await expect(banners.getByRole('group')).toHaveCount(3)
    await expect.poll(() => slideAtual(fixos)).toBe(1)
    await page.clock.runFor(3_100)
    await expect.poll(() => slideAtual(banners)).toBe(2)
    expect(await slideAtual(fixos)).toBe(1)
    await page.clock.runFor(2_000)
    await expect.poll(() => slideAtual(fixos)).toBe(2)
    await expectNoA11yViolations(page, { label: 'carrosséis em movimento' })
  })

  test('setas, pontos e pausa; o slide escondido não recebe foco', async ({ page }) => {
    const fixos = carrossel(page, 'Nossos públicos')
    await fixos.getByRole('button', { name: 'Pausar a passagem automática: Nossos públicos' }).click()
    await expect(fixos.getByRole('button', { name: 'Retomar a passagem automática: Nossos públicos' })).toBeVisible()
    await page.clock.runFor(12_000)
    expect(await slideAtual(fixos)).toBe(1)
    await expectNoA11yViolations(page, { label: 'carrossel pausado' })
    await fixos.getByRole('button', { name: 'Próximo slide' }).click()
    await expect.poll(() => slideAtual(fixos)).toBe(2)
    await fixos.getByRole('button', { name: 'Slide anterior' }).click()
    await fixos.getByRole('button', { name: 'Slide anterior' }).click()
    await expect.poll(() => slideAtual(fixos)).toBe(4)
    await fixos.getByRole('button', { name: 'Ir para o slide 3' }).click()
    await expect.poll(() => slideAtual(fixos)).toBe(3)
    // Only the visible slide's link is reachable: the other slides are inert (no focus, no clicks).
    await expect(fixos.locator('[role="group"][inert]')).toHaveCount(3)
    const alcancaveis = fixos.locator('[role="group"]:not([inert]) a')
    await expect(alcancaveis).toHaveCount(1)
    await expect(alcancaveis).toHaveAttribute('href', '/inovacao')
    await fixos.getByRole('button', { name: 'Ir para o slide 3' }).focus()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Shift+Tab')
    // Back from the dots past the arrows and the pause button: the next stop is the visible slide's link.
    await expect(page.locator(':focus')).toHaveAttribute('href', '/inovacao')
    await expectNoA11yViolations(page, { label: 'carrossel no slide 3' })
  })

  test('a pausa do visitante vale depois que o mouse passa e sai', { tag: '@computador' }, async ({ page }) => {
    const fixos = carrossel(page, 'Nossos públicos')
    await fixos.getByRole('button', { name: /^Pausar/ }).click()
    await fixos.hover()
    await page.mouse.move(0, 0)
    await page.clock.runFor(12_000)
    expect(await slideAtual(fixos)).toBe(1)
    // Hover alone holds it, and leaving resumes it.
    await fixos.getByRole('button', { name: /^Retomar/ }).click()
    // Focus leaves the carousel (focus inside would hold it too).
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await fixos.getByRole('group').first().hover()
    await page.clock.runFor(12_000)
    expect(await slideAtual(fixos)).toBe(1)
    await page.mouse.move(0, 0)
    await page.clock.runFor(5_100)
    await expect.poll(() => slideAtual(fixos)).toBe(2)
  })

  test('quem pede menos movimento vê o carrossel parado', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/home')
    const fixos = carrossel(page, 'Nossos públicos')
    await expect(fixos).toHaveAttribute('data-movel', '')
    await expect(fixos.getByRole('button', { name: /^Retomar/ })).toBeVisible()
    await page.clock.runFor(12_000)
    expect(await slideAtual(fixos)).toBe(1)
  })

  test('o foco do teclado dentro do carrossel segura a passagem', { tag: '@computador' }, async ({ page }) => {
    const fixos = carrossel(page, 'Nossos públicos')
    await fixos.locator('[role="group"]:not([inert]) a').focus()
    await page.clock.runFor(12_000)
    expect(await slideAtual(fixos)).toBe(1)
  })

  test('banner interno navega no site; banner externo abre em nova aba com aviso', async ({ page }) => {
    const banners = carrossel(page, 'Banners')
    const interno = banners.getByRole('link', { name: /Safra de verão/ })
    await expect(interno).toHaveAttribute('href', '/agronegocio')
    await expect(interno).not.toHaveAttribute('target', '_blank')
    await banners.getByRole('button', { name: 'Ir para o slide 3' }).click()
    const externo = banners.getByRole('link', { name: /Governo do Estado.*\(abre em nova aba\)/ })
    await expect(externo).toHaveAttribute('target', '_blank')
    await expect(externo).toHaveAttribute('rel', /noopener/)
    await expect(externo).toHaveAttribute('href', 'https://www.estado.rs.gov.br')
  })
})

test('página inicial: destaques, últimas notícias, acesso rápido, indicadores e links externos', async ({ page }) => {
  await page.goto('/home')
  const destaques = page.getByRole('region', { name: 'Destaques' })
  // Native disclosures: each title is a summary (with its h3), opened by pointer or keyboard.
  const itens = destaques.locator('details')
  const titulos = destaques.locator('summary')
  await expect(titulos).toHaveCount(3)
  await expect(destaques.getByRole('heading', { level: 3 })).toHaveCount(3)
  // Newest first (seed: 18/11, 12/11, 05/11; the 28/10 highlight is the 4th and left out).
  await expect(titulos.first()).toHaveText(/safra de verão/)
  await expect(titulos.nth(2)).toHaveText(/Municípios da Serra/)
  const resumo = destaques.getByRole('link', { name: /painéis fotovoltaicos/ })
  await expect(resumo).toBeHidden()
  await titulos.nth(1).click()
  await expect(itens.nth(1)).toHaveAttribute('open', '')
  await expect(resumo).toBeVisible()
  await expectNoA11yViolations(page, { label: 'destaque aberto' })
  // One open at a time: the keyboard opens the first and the second closes.
  await titulos.first().focus()
  await page.keyboard.press('Enter')
  await expect(itens.first()).toHaveAttribute('open', '')
  await expect(itens.nth(1)).not.toHaveAttribute('open')
  await expect(resumo).toBeHidden()
  await expect(destaques.getByRole('link', { name: /Ler a notícia/ })).toHaveCount(1)
  await titulos.nth(1).click()
  await expect(resumo).toBeVisible()

  const ultimas = page.getByRole('region', { name: 'Últimas notícias' })
  const artigos = ultimas.getByRole('article')
  await expect(artigos).toHaveCount(3)
  // The small items' summaries are cut at 150 characters followed by '...'.
  const pequeno = (await artigos.nth(1).locator('p').last().textContent()) ?? ''
  expect(pequeno.endsWith('...')).toBe(true)
  expect(pequeno.length).toBe(153)

  const acesso = page.getByRole('region', { name: 'Acesso rápido' })
  for (const href of ['/empresa/35', '/atendimento-ao-cliente/protocolo', '/atendimento-ao-cliente/fale-conosco', '/fundos-governamentais', '/documentos-para-download-agro', '/documentos-para-download-empresa', '/documentos-para-download-municipio']) {
    await expect(acesso.locator(`a[href="${href}"]`)).toHaveCount(1)
  }

  const indicadores = page.getByRole('region', { name: 'Indicadores econômicos' })
  await expect(indicadores).toContainText('R$ 5,3512')
  await expect(indicadores).toContainText('15,00000000% a.a.')
  await expect(indicadores).toContainText('0,174200% a.d.')
  await expect(indicadores).toContainText('em 20/11')
  await expect(page.getByRole('navigation', { name: 'Serviços externos' }).getByRole('link')).toHaveText(['Emitir boleto', 'Área do parceiro'])

  await resumo.click()
  await expect(page).toHaveURL(/\/noticias\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/energia solar/)
})

test('indicadores: a tabela com cada indicador no seu formato, fontes e o link do BNDES', async ({ page }) => {
  await page.goto('/home')
  await page.getByRole('link', { name: 'Ver todos os indicadores' }).click()
  await expect(page).toHaveURL(/\/indicadores$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Indicadores Econômicos' })).toBeVisible()
  const tabela = page.getByRole('table')
  await expect(tabela.getByRole('columnheader')).toHaveText(['INDICADORES', 'TAXA', 'ÚLTIMA ATUALIZAÇÃO', 'Últimos valores'])
  const linha = (nome: string) => tabela.getByRole('row', { name: new RegExp(`^${nome}`) })
  await expect(linha('Selic meta')).toContainText('15,00% a.a.')
  await expect(linha('TR')).toContainText('0,174200% a.m.')
  await expect(linha('Juros CDI')).toContainText('0,055131% a.d.')
  await expect(linha('Dólar \\(venda\\)')).toContainText('R$ 5,3512')
  await expect(linha('Dólar \\(venda\\)')).toContainText('20/11/2026')
  await expect(linha('Dólar \\(venda\\)').getByRole('img')).toHaveAttribute('aria-label', /Dólar \(venda\): de R\$ .* a R\$ 5,3512 em 20\/11\/2026/)
  await expect(tabela.getByRole('row')).toHaveCount(1 + 15 + 1)
  await expect(tabela.getByRole('link', { name: /Consultar no site do BNDES/ })).toHaveAttribute('target', '_blank')
  await expect(page.getByText('Fonte: Banco Central')).toBeVisible()
  await expect(page.getByText('Obs.: *Taxas de fechamento')).toBeVisible()
})
