/**
 * Lighthouse at phone settings (its default mobile profile: simulated slow 4G and a 4× slower CPU),
 * three runs per page and the median of each category (performance, accessibility, best practices;
 * any audit of the last two that is not perfect is listed, with the entries of Chromium's Issues panel), each page also with its scripts blocked: the same HTML without
 * JavaScript, the reference for what the scripts cost the largest paint. Run against a running
 * production server: `BENCH_URL=http://127.0.0.1:3000 npx tsx bench/lighthouse.ts [/home …]`.
 * Lighthouse is fetched by npx (a bench, not a dependency of the site); Chromium is the one the
 * browser tests use (tests/e2e/browser.ts).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { CHROMIUM_ARGS, resolveChromium } from '../tests/e2e/browser'

const base = process.env.BENCH_URL ?? 'http://127.0.0.1:3000'
const PAGINAS = process.argv.slice(2).length ? process.argv.slice(2) : ['/home', '/empresa/35', '/publicacoes/17']
const RODADAS = 3
const LIGHTHOUSE = 'lighthouse@12.8.2'

interface Rodada {
  nota: number
  acessibilidade: number
  boasPraticas: number
  /** Accessibility and best-practice audits below 1, with their details (the Issues panel's entries). */
  falhas: string[]
  lcp: number
  fcp: number
  tbt: number
}

const chrome = await resolveChromium()
const pasta = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'))

function rodar(url: string, semScripts: boolean): Rodada {
  const saida = path.join(pasta, 'r.json')
  const r = spawnSync(
    'npx',
    ['--yes', LIGHTHOUSE, url, '--form-factor=mobile', '--only-categories=performance,accessibility,best-practices', '--output=json', `--output-path=${saida}`, '--quiet', `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`, ...(semScripts ? ['--blocked-url-patterns=*.js'] : [])],
    { env: { ...process.env, CHROME_PATH: chrome.path }, encoding: 'utf8' },
  )
  if (r.status !== 0) throw new Error(`lighthouse ${url}: ${r.stderr.slice(-500)}`)
  const { audits, categories } = JSON.parse(fs.readFileSync(saida, 'utf8')) as Relatorio
  const naoPerfeitas = (c: Categoria) =>
    c.auditRefs.filter((a) => a.weight > 0 || a.id === 'inspector-issues').map((a) => audits[a.id]!).filter((a) => a.score !== null && a.score < 1)
  const falhas = [...naoPerfeitas(categories.accessibility), ...naoPerfeitas(categories['best-practices'])].map((a) => `${a.id}: ${JSON.stringify(a.details?.items ?? []).slice(0, 600)}`)
  return {
    nota: categories.performance.score,
    acessibilidade: categories.accessibility.score,
    boasPraticas: categories['best-practices'].score,
    falhas,
    lcp: audits['largest-contentful-paint']!.numericValue,
    fcp: audits['first-contentful-paint']!.numericValue,
    tbt: audits['total-blocking-time']!.numericValue,
  }
}

interface Auditoria {
  id: string
  score: number | null
  numericValue: number
  details?: { items?: unknown[] }
}
interface Categoria {
  score: number
  auditRefs: { id: string; weight: number }[]
}
interface Relatorio {
  audits: Record<string, Auditoria>
  categories: Record<'performance' | 'accessibility' | 'best-practices', Categoria>
}

const mediana = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const ms = (n: number) => `${Math.round(n)} ms`

console.log(`Lighthouse (celular), ${RODADAS} rodadas por página, ${base}`)
for (const caminho of PAGINAS) {
  const medidas = { com: [] as Rodada[], sem: [] as Rodada[] }
  for (let i = 0; i < RODADAS; i++) {
    medidas.com.push(rodar(base + caminho, false))
    medidas.sem.push(rodar(base + caminho, true))
  }
  const lcp = mediana(medidas.com.map((m) => m.lcp))
  const lcpSem = mediana(medidas.sem.map((m) => m.lcp))
  console.log(`\n${caminho}`)
  console.log(`  com scripts: LCP ${medidas.com.map((m) => ms(m.lcp)).join(', ')} (mediana ${ms(lcp)}); FCP mediana ${ms(mediana(medidas.com.map((m) => m.fcp)))}; TBT ${medidas.com.map((m) => ms(m.tbt)).join(', ')}; nota ${medidas.com.map((m) => m.nota).join(', ')}`)
  console.log(`  sem scripts: LCP ${medidas.sem.map((m) => ms(m.lcp)).join(', ')} (mediana ${ms(lcpSem)})`)
  console.log(`  razão LCP com/sem scripts: ${(lcp / lcpSem).toFixed(2)}`)
  console.log(`  acessibilidade ${medidas.com.map((m) => m.acessibilidade).join(', ')}; boas práticas ${medidas.com.map((m) => m.boasPraticas).join(', ')}`)
  for (const falha of new Set(medidas.com.flatMap((m) => m.falhas))) console.log(`  não perfeita: ${falha}`)
}
fs.rmSync(pasta, { recursive: true, force: true })
