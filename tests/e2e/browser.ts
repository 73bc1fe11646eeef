/**
 * Which Chromium the browser tests drive (ENGINEERING.md §5): CHROME_PATH, else
 * Debian's /usr/bin/chromium, else the binary inside the @sparticuz/chromium
 * package (unpacked to the temp folder on first use), so a fresh machine needs
 * no extra step. Playwright never downloads a browser here (no internet).
 *
 * `npx tsx tests/e2e/browser.ts --check` launches the chosen browser once and
 * exits 0 when it renders a page; .ci/run uses it to decide whether to install
 * Debian's chromium.
 */
import fs from 'node:fs'

/** Flags for a machine without network (and root without a sandbox). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

const DEBIAN_CHROMIUM = '/usr/bin/chromium'

/** Absolute path of the Chromium to launch, and where it came from. */
export async function resolveChromium(): Promise<{ path: string; source: string }> {
  const fromEnv = process.env.CHROME_PATH
  if (fromEnv) {
    if (!fs.existsSync(fromEnv)) throw new Error(`CHROME_PATH=${fromEnv} não existe`)
    return { path: fromEnv, source: 'CHROME_PATH' }
  }
  if (fs.existsSync(DEBIAN_CHROMIUM)) return { path: DEBIAN_CHROMIUM, source: 'debian' }
  const { default: chromium } = await import('@sparticuz/chromium')
  return { path: await chromium.executablePath(), source: '@sparticuz/chromium' }
}

async function check(): Promise<void> {
  const { chromium } = await import('playwright-core')
  const { path, source } = await resolveChromium()
  const browser = await chromium.launch({ executablePath: path, args: CHROMIUM_ARGS, timeout: 60_000 })
  try {
    const page = await browser.newPage()
    await page.setContent('<!doctype html><html lang="pt-BR"><title>ok</title><h1>Olá</h1></html>')
    const text = await page.textContent('h1')
    if (text !== 'Olá') throw new Error(`página renderizou ${JSON.stringify(text)}`)
    console.log(`chromium ok: ${source} ${path} (${browser.version()})`)
  } finally {
    await browser.close()
  }
}

if (process.argv.includes('--check') && import.meta.url === `file://${fs.realpathSync(process.argv[1] ?? '')}`) {
  check().catch((e: unknown) => {
    console.error(`chromium indisponível: ${e instanceof Error ? e.message : String(e)}`)
    process.exit(1)
  })
}
