/**
 * Browser-test fixtures. Import `test` and `expect` from here, not from
 * @playwright/test:
 *
 *   import { test, expect, expectNoA11yViolations } from './fixtures'
 *   test('home', async ({ page }) => {
 *     await page.goto('/')
 *     await expectNoA11yViolations(page)          // after each navigation or state change
 *     await page.getByRole('button', { name: 'Menu' }).click()
 *     await expectNoA11yViolations(page, { include: ['#menu-celular'] })
 *   })
 *
 * Besides the explicit calls, every test is checked once more on the page it ends
 * on (fixture `a11yAfterEach`), unless its last explicit whole-page check saw that
 * very state (nothing in the document changed since); `test.use({ a11yAfterEach: false })` turns that
 * off for a file whose final page is not ours to fix (say, a downloaded PDF).
 * Any WCAG 2.0/2.1/2.2 A or AA violation fails the test, listing rule, target and help, and so does
 * any of axe's landmark best practices (BOAS_PRATICAS): every piece of content inside a landmark.
 */
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Browser, type Page, type TestInfo } from '@playwright/test'

export { expect }

/**
 * WCAG 2.0, 2.1 and 2.2, levels A and AA (ENGINEERING.md §4, eMAG, ABNT NBR 17225:2025). WCAG 2.2's
 * automated rule is axe's target-size (SC 2.5.8, 24 × 24 px); it measures the page scrolled to the top
 * (see `noTopo`), where the sticky header covers nothing.
 */
export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * axe's best-practice rules that run too (ENGINEERING.md §5): all content inside a landmark (`region`),
 * and landmarks used as they are meant (one main, banner and contentinfo at the top, no complementary
 * inside another landmark, each one told apart by its name).
 */
export const BOAS_PRATICAS = [
  'region',
  'landmark-one-main',
  'landmark-no-duplicate-main',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-main-is-top-level',
  'landmark-banner-is-top-level',
  'landmark-contentinfo-is-top-level',
  'landmark-complementary-is-top-level',
  'landmark-unique',
]

export interface A11yOptions {
  /** Only these CSS selectors (e.g. an open dialog). */
  include?: string[]
  /** Leave out these CSS selectors (say, third-party content); say why where you use it. */
  exclude?: string[]
  /** axe rule ids not to run; say why where you use it. */
  disableRules?: string[]
  /** A label for the report, e.g. 'menu aberto'. */
  label?: string
}

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>
type Violation = AxeResults['violations'][number]

/** One readable block per violation: rule, impact, help, link, and each failing element. */
export function formatViolations(violations: Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 10)
        .map((n) => `    - ${n.target.map(String).join(' ')}${n.failureSummary ? `\n      ${n.failureSummary.replace(/\n/g, '\n      ')}` : ''}`)
        .join('\n')
      const more = v.nodes.length > 10 ? `\n    … e mais ${v.nodes.length - 10} elemento(s)` : ''
      return `  [${v.impact ?? 'n/a'}] ${v.id}: ${v.help}\n    ${v.helpUrl}\n${nodes}${more}`
    })
    .join('\n')
}

/**
 * Runs `fazer` with the window scrolled to the top, then scrolls back. A test that ends scrolled leaves
 * links partly under the sticky header, and axe's target-size counts a covered part as missing: at the
 * top the header covers nothing, so what is measured is each target's own size and spacing (keeping
 * focus clear of the header is asserted on its own: tests/e2e/acessibilidade.spec.ts).
 */
async function noTopo<T>(page: Page, fazer: () => Promise<T>): Promise<T> {
  const y = await page.evaluate(() => {
    const antes = window.scrollY
    window.scrollTo({ top: 0, behavior: 'instant' })
    return antes
  })
  try {
    return await fazer()
  } finally {
    await page.evaluate((topo) => window.scrollTo({ top: topo, behavior: 'instant' }), y).catch(() => undefined)
  }
}

/**
 * axe run inside the page itself (`axe.run`, same-origin frames included). AxeBuilder's default opens a
 * second, blank page for every check to merge the frames' partial results, a new renderer each time:
 * the same results (same passes and violations on /home and /empresa/1) at about twice the cost, and
 * the site has no cross-origin frame of its own to check.
 */
export function emUmaPagina(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode()
}

async function scan(page: Page, options: A11yOptions): Promise<Violation[]> {
  // One options object (AxeBuilder's options() replaces what withTags()/disableRules() set): a rule
  // enabled in `rules` runs besides the tags' ones (axe's ruleShouldRun); a disabled one does not run.
  const rules: Record<string, { enabled: boolean }> = {}
  for (const id of BOAS_PRATICAS) rules[id] = { enabled: true }
  for (const id of options.disableRules ?? []) rules[id] = { enabled: false }
  let builder = emUmaPagina(page).options({ runOnly: { type: 'tag', values: A11Y_TAGS }, rules })
  for (const s of options.include ?? []) builder = builder.include(s)
  for (const s of options.exclude ?? []) builder = builder.exclude(s)
  const results = await noTopo(page, () => builder.analyze())
  return results.violations
}

/** Runs axe-core on the page as it is now and fails the test on any WCAG A/AA violation. */
export async function expectNoA11yViolations(page: Page, options: A11yOptions = {}): Promise<void> {
  const where = `${options.label ? `${options.label} — ` : ''}${page.url()}`
  // After a client navigation, Next's router commits the new page before its <title> (the head is a
  // deferred value, empty until the page's metadata arrives): for a moment the document has none.
  // axe checks the settled page; a page that never gets a title still fails (document-title).
  const temTitulo = () => page.waitForFunction('document.title.trim() !== ""', undefined, { timeout: 5_000 }).catch(() => undefined)
  await temTitulo()
  // A toast or panel fading in is measured by axe mid-transition (a blended colour, contrast below its
  // own): let every finite animation and transition end first (spinners run for ever and are skipped).
  // A toast's code loads at the first toast, so one may start just after a check: settled means two
  // checks 80 ms apart with nothing running (at most 3 s in all).
  await page
    .evaluate(async () => {
      const fim = Date.now() + 3_000
      const ate = (ms: number) => new Promise((pronto) => setTimeout(pronto, Math.max(0, ms)))
      for (let quietas = 0; quietas < 2 && Date.now() < fim; ) {
        const finitas = document
          .getAnimations()
          .filter((a) => (a.playState === 'running' || a.pending) && a.effect?.getComputedTiming().endTime !== Infinity)
        if (finitas.length) {
          quietas = 0
          await Promise.race([Promise.all(finitas.map((a) => a.finished.catch(() => undefined))), ate(fim - Date.now())])
        } else {
          quietas++
          await ate(80)
        }
      }
    })
    .catch(() => undefined)
  let violations = await base.step(`axe: ${where}`, () => scan(page, options), { box: true })
  // The gap can also open while axe runs (a late commit of the same navigation), so a missing title
  // is checked once more, that rule alone, after the title is back; one that never comes still fails.
  if (violations.some((v) => v.id === 'document-title')) {
    await temTitulo()
    const denovo = await emUmaPagina(page).withRules(['document-title']).analyze()
    if (!denovo.violations.length) violations = violations.filter((v) => v.id !== 'document-title')
  }
  if (violations.length) {
    const error = new Error(`Violações de acessibilidade (WCAG 2.2 A/AA e marcos da página) em ${where}:\n${formatViolations(violations)}`)
    error.stack = error.message // the list is the useful part; a stack into this helper is not
    throw error
  }
  if (!options.include?.length && !options.exclude?.length && !options.disableRules?.length) await marcarVerificada(page)
}

/**
 * Marks the page as checked whole and clean as it is now: the mark lasts while nothing in the document
 * changes (any node, attribute or text), the viewport keeps its size and focus stays where it is; a
 * navigation drops it with the window. The check at the end of a test skips a page so marked: axe would
 * be run again on the very state it has just passed (most tests end with their last state checked).
 */
async function marcarVerificada(page: Page): Promise<void> {
  await page
    .evaluate(() => {
      const w = window as unknown as { __axeVerificada?: { largura: number; altura: number; foco: Element | null } }
      w.__axeVerificada = { largura: innerWidth, altura: innerHeight, foco: document.activeElement }
      const observador = new MutationObserver(() => {
        delete w.__axeVerificada
        observador.disconnect()
      })
      observador.observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
    })
    .catch(() => undefined)
}

/** Whether the page is still exactly as a whole-page check left it clean (see marcarVerificada). */
async function aindaVerificada(page: Page): Promise<boolean> {
  return page
    .evaluate(() => {
      const marca = (window as unknown as { __axeVerificada?: { largura: number; altura: number; foco: Element | null } }).__axeVerificada
      return !!marca && marca.largura === innerWidth && marca.altura === innerHeight && marca.foco === document.activeElement
    })
    .catch(() => false)
}

/**
 * axe on a page as a visitor without JavaScript gets it. axe itself is a script,
 * so a context with scripts disabled cannot run it; this opens the same address
 * with the site's script files refused: the server's HTML, never hydrated.
 */
export async function expectNoA11yViolationsSemScripts(browser: Browser, page: Page, options: A11yOptions = {}): Promise<void> {
  // javaScriptEnabled explicitly: the runner gives new contexts the test's options.
  const contexto = await browser.newContext({ viewport: page.viewportSize(), locale: 'pt-BR', javaScriptEnabled: true })
  try {
    const outra = await contexto.newPage()
    await outra.route(/\/_next\/static\/.*\.js(\?.*)?$/, (rota) => rota.abort())
    await outra.goto(page.url())
    await expectNoA11yViolations(outra, { ...options, label: `${options.label ?? ''} (sem scripts)` })
  } finally {
    await contexto.close()
  }
}

function scannable(page: Page, testInfo: TestInfo): boolean {
  if (page.isClosed()) return false
  // A test that already failed has said what is wrong; a skipped one visited nothing worth checking.
  if (testInfo.status !== testInfo.expectedStatus || testInfo.status === 'skipped') return false
  return /^https?:/.test(page.url())
}

export const test = base.extend<{ a11yAfterEach: boolean; a11yCheck: void }>({
  a11yAfterEach: [true, { option: true }],
  a11yCheck: [
    async ({ page, a11yAfterEach }, use, testInfo) => {
      await use()
      if (a11yAfterEach && scannable(page, testInfo) && !(await aindaVerificada(page))) {
        await expectNoA11yViolations(page, { label: 'página final do teste' })
      }
    },
    { auto: true, title: 'axe na página final' },
  ],
})
