/**
 * `npm test`: every suite in turn, going on after a failing one, then exactly one
 * closing line `N passed, N failed[, N skipped]` summed over all suites; exit code
 * non-zero when a test failed or a suite crashed (a crash counts as one failure).
 *
 *   unit        Vitest project `unit`   (src/**\/*.test.ts)
 *   int         Vitest project `int`    on SQLite (TEST_DATABASE_URL removed)
 *   e2e         Playwright              (tests/e2e, production build on :3100)
 *   int-pg      Vitest project `int`    on PostgreSQL, only when TEST_DATABASE_URL is set
 *   instancias  Vitest project `instancias`: two production servers on one PostgreSQL, Redis, S3
 *               store and SMTP server (tests/instancias), only when TEST_DATABASE_URL is set;
 *               after the browser suite, whose production build it reuses
 *
 * `tsx scripts/test.ts unit int` runs only the named suites (int-pg and instancias still need
 * TEST_DATABASE_URL). Counts come from each runner's JSON report, never from its text.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const reports = path.join(root, 'test-results')

interface Counts {
  passed: number
  failed: number
  skipped: number
}

interface Suite {
  id: 'unit' | 'int' | 'e2e' | 'int-pg' | 'instancias'
  title: string
  run: () => Promise<Counts>
}

/** Runs a command from node_modules/.bin (and so the project's Node), inheriting the terminal. */
function exec(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...env, PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${env.PATH ?? ''}` },
    })
    child.on('error', (e) => {
      console.error(`não foi possível executar ${cmd}: ${e.message}`)
      resolve(127)
    })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)))
  })
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as unknown
  } catch {
    return undefined
  }
}

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0)

/** A suite whose runner failed without a failing test in its report (crash, load error): one failure. */
function withCrash(counts: Counts | undefined, code: number, title: string): Counts {
  if (!counts) {
    console.error(`\n!! ${title}: o executor terminou (código ${code}) sem relatório legível; contado como 1 falha`)
    return { passed: 0, failed: 1, skipped: 0 }
  }
  if (code !== 0 && counts.failed === 0) {
    console.error(`\n!! ${title}: o executor terminou com código ${code} sem teste falho no relatório; contado como 1 falha`)
    return { ...counts, failed: 1 }
  }
  return counts
}

interface VitestReport {
  numPassedTests?: unknown
  numFailedTests?: unknown
  numPendingTests?: unknown
  numTodoTests?: unknown
  testResults?: { status?: unknown; assertionResults?: { status?: unknown }[] }[]
}

/** Counts of a Vitest JSON report; a file that failed without any failing test (did not load) counts as one. */
function vitestCounts(report: unknown): Counts | undefined {
  if (!report || typeof report !== 'object') return undefined
  const r = report as VitestReport
  const brokenFiles = (r.testResults ?? []).filter(
    (f) => f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed'),
  ).length
  return {
    passed: num(r.numPassedTests),
    failed: num(r.numFailedTests) + brokenFiles,
    skipped: num(r.numPendingTests) + num(r.numTodoTests),
  }
}

function vitest(project: 'unit' | 'int' | 'instancias', reportName: string, title: string, env: NodeJS.ProcessEnv) {
  return async (): Promise<Counts> => {
    const file = path.join(reports, `${reportName}.json`)
    fs.rmSync(file, { force: true })
    const code = await exec(
      'vitest',
      ['run', '--project', project, '--passWithNoTests', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
      env,
    )
    return withCrash(vitestCounts(readJson(file)), code, title)
  }
}

interface PlaywrightReport {
  stats?: { expected?: unknown; unexpected?: unknown; flaky?: unknown; skipped?: unknown }
}

/** Counts of a Playwright JSON report; a test that passed on retry (flaky) counts as passed. */
function playwrightCounts(report: unknown): Counts | undefined {
  const stats = (report as PlaywrightReport | undefined)?.stats
  if (!stats) return undefined
  return {
    passed: num(stats.expected) + num(stats.flaky),
    failed: num(stats.unexpected),
    skipped: num(stats.skipped),
  }
}

function hasE2eTests(): boolean {
  const dir = path.join(root, 'tests', 'e2e')
  if (!fs.existsSync(dir)) return false
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .some((f) => /\.(spec|test)\.[cm]?[jt]sx?$/.test(f) && !f.split(path.sep).includes('node_modules'))
}

async function e2e(): Promise<Counts> {
  if (!hasE2eTests()) {
    console.log('(nenhum arquivo de teste em tests/e2e: 0 testes)')
    return { passed: 0, failed: 0, skipped: 0 }
  }
  const file = path.join(reports, 'e2e.json') // the path set in playwright.config.ts
  fs.rmSync(file, { force: true })
  const code = await exec('playwright', ['test'], process.env)
  return withCrash(playwrightCounts(readJson(file)), code, 'browser')
}

const withoutPg: NodeJS.ProcessEnv = { ...process.env }
delete withoutPg.TEST_DATABASE_URL

const all: Suite[] = [
  { id: 'unit', title: 'unit (Vitest)', run: vitest('unit', 'unit', 'unit', process.env) },
  { id: 'int', title: 'integration on SQLite (Vitest + Payload)', run: vitest('int', 'int-sqlite', 'integration/SQLite', withoutPg) },
  { id: 'e2e', title: 'browser (Playwright + axe-core, production build)', run: e2e },
  { id: 'int-pg', title: 'integration on PostgreSQL (Vitest + Payload)', run: vitest('int', 'int-postgres', 'integration/PostgreSQL', process.env) },
  { id: 'instancias', title: 'two instances (PostgreSQL, Redis, S3, SMTP)', run: vitest('instancias', 'instancias', 'two instances', process.env) },
]
/** Suites that need the PostgreSQL server of TEST_DATABASE_URL. */
const precisaPg = new Set<Suite['id']>(['int-pg', 'instancias'])

async function main(): Promise<number> {
  const asked = process.argv.slice(2).filter((a) => !a.startsWith('-'))
  const unknown = asked.filter((a) => !all.some((s) => s.id === a))
  if (unknown.length) {
    console.error(`suíte desconhecida: ${unknown.join(', ')} (use: ${all.map((s) => s.id).join(', ')})`)
    return 2
  }
  const chosen = all.filter((s) => (asked.length ? asked.includes(s.id) : true))
  const hasPg = Boolean(process.env.TEST_DATABASE_URL)
  fs.mkdirSync(reports, { recursive: true })

  const results: { suite: Suite; counts: Counts | undefined; seconds: number }[] = []
  for (const suite of chosen) {
    if (precisaPg.has(suite.id) && !hasPg) {
      results.push({ suite, counts: undefined, seconds: 0 })
      continue
    }
    console.log(`\n==== ${suite.title} ====\n`)
    const start = Date.now()
    const counts = await suite.run()
    results.push({ suite, counts, seconds: Math.round((Date.now() - start) / 1000) })
  }

  const total: Counts = { passed: 0, failed: 0, skipped: 0 }
  console.log('\n==== summary ====')
  for (const { suite, counts, seconds } of results) {
    if (!counts) {
      console.log(`  ${suite.title.padEnd(55)} not run (TEST_DATABASE_URL not set)`)
      continue
    }
    total.passed += counts.passed
    total.failed += counts.failed
    total.skipped += counts.skipped
    const mark = counts.failed ? 'FAIL' : 'ok  '
    console.log(
      `  ${mark} ${suite.title.padEnd(50)} passed=${counts.passed} failed=${counts.failed} skipped=${counts.skipped} (${seconds}s)`,
    )
  }
  console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`)
  return total.failed ? 1 : 0
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e)
    console.log('0 passed, 1 failed')
    process.exit(1)
  },
)
