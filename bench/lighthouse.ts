/**
 * Lighthouse at phone settings (its default mobile profile: simulated slow 4G and a 4× slower CPU),
 * three runs per page and the median, each page also with its scripts blocked: the same HTML without
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
    ['--yes', LIGHTHOUSE, url, '--form-factor=mobile', '--only-categories=performance', '--output=json', `--output-path=${saida}`, '--quiet', `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`, ...(semScripts ? ['--blocked-url-patterns=*.js'] : [])],
    { env: { ...process.env, CHROME_PATH: chrome.path }, encoding: 'utf8' },
  )
  if (r.status !== 0) throw new Error(`lighthouse ${url}: ${r.stderr.slice(-500)}`)
  const { audits, categories } = JSON.parse(fs.readFileSync(saida, 'utf8')) as {
    audits: Record<string, { numericValue: number }>
    categories: { performance: { score: number } }
  }
  return {
    nota: categories.performance.score,
    lcp: audits['largest-contentful-paint']!.numericValue,
    fcp: audits['first-contentful-paint']!.numericValue,
    tbt: audits['total-blocking-time']!.numericValue,
  }
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
}
fs.rmSync(pasta, { recursive: true, force: true })
