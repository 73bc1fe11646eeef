import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, resolveChromium } from './tests/e2e/browser'

/**
 * Browser tests against the production build (`npm start`) on port 3100 with a
 * fresh, temporary DATA_DIR (SQLite, uploads, secret), so they never touch the
 * developer's data/. Tests import `test`/`expect` from tests/e2e/fixtures.ts.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100)
const baseURL = `http://127.0.0.1:${PORT}`

// This file is loaded by the runner and again by each worker; the workers inherit
// E2E_DATA_DIR from the runner, so one run uses one folder, removed at the end.
if (!process.env.E2E_DATA_DIR) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'))
  process.env.E2E_DATA_DIR = dir
  if (!process.env.E2E_KEEP_DATA) {
    process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }))
  }
}
const dataDir = process.env.E2E_DATA_DIR

// Resolved in the runner before workers start, so @sparticuz/chromium unpacks once.
const chromium = await resolveChromium()

const isCI = Boolean(process.env.CI)

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e-artifacts',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // 2 cores: the server takes one, the browsers the other.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    browserName: 'chromium',
    launchOptions: { executablePath: chromium.path, args: CHROMIUM_ARGS },
    // Recording a trace costs every test (a DOM snapshot and screenshot per action): only the retry of a
    // failed test records one (CI retries once). simulador.spec.ts, desktop, alternating, load ~13:
    // 250 s and 265 s with 'retain-on-failure', 104 s and 145 s with tracing off.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
  // @computador: desktop only: the desktop header, HTTP-only tests (the width changes nothing), and the long
  // staff flows (first install, invite, second factor, a case handled from arrival to answer, the crawl) whose
  // pages another test shows at 390 px (each role's first screen, one follow-up from form to staff answer to
  // survey, every public form); @celular: phone only (the side menu).
  projects: [
    { name: 'desktop', grepInvert: /@celular/, use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      grepInvert: /@computador/,
      use: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    // Builds when needed, migrates, seeds demo content and serves (scripts/start.ts).
    command: 'npm start',
    url: baseURL,
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: `file:${path.join(dataDir, 'site.db')}`,
      PUBLIC_SITE_URL: baseURL,
      // Every browser test comes from 127.0.0.1: the abuse limits of forms, uploads and lookups are
      // raised for this server only (production values and their proof: tests/int/limites.int.test.ts).
      LIMITES: 'formulario=100000/60,anexo=100000/60,consulta=100000/60,avisoComercial=100000/60',
    },
    reuseExistingServer: !isCI && !process.env.E2E_FRESH_SERVER,
    // A first `next build` on 2 cores takes minutes.
    timeout: 20 * 60_000,
    // The build's progress and the server's errors show in the run's output.
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
})
