/**
 * The main thread's long tasks while a page loads, at a phone's CPU: Chromium slowed 4× (CDP
 * `Emulation.setCPUThrottlingRate`), 390 px wide, for 8 s after the load event; prints, per run, the
 * sum of each long task's part over 50 ms (what Lighthouse calls total blocking time, here measured,
 * not simulated), their number and the longest. Compares two servers in alternation when given two
 * URLs: `npx tsx bench/tarefas-longas.ts http://127.0.0.1:3302/formulario/pessoa-fisica http://127.0.0.1:3303/formulario/pessoa-fisica`.
 */
import { chromium } from 'playwright-core'

import { CHROMIUM_ARGS, resolveChromium } from '../tests/e2e/browser'

const URLS = process.argv.slice(2)
const RODADAS = Number(process.env.BENCH_RODADAS ?? 3)
if (!URLS.length) throw new Error('uso: npx tsx bench/tarefas-longas.ts URL [URL2]')

const navegador = await chromium.launch({ executablePath: (await resolveChromium()).path, args: CHROMIUM_ARGS })

async function medir(url: string): Promise<number[]> {
  const pagina = await navegador.newPage({ viewport: { width: 390, height: 844 } })
  try {
    const cdp = await pagina.context().newCDPSession(pagina)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await pagina.addInitScript(() => {
      const w = window as unknown as { tarefas: number[] }
      w.tarefas = []
      new PerformanceObserver((l) => l.getEntries().forEach((e) => w.tarefas.push(Math.round(e.duration)))).observe({ type: 'longtask', buffered: true })
    })
    await pagina.goto(url, { waitUntil: 'load' })
    await pagina.waitForTimeout(8000)
    return await pagina.evaluate(() => (window as unknown as { tarefas: number[] }).tarefas)
  } finally {
    await pagina.close()
  }
}

try {
  for (let i = 1; i <= RODADAS; i++) {
    for (const url of URLS) {
      const t = await medir(url)
      const bloqueio = t.reduce((s, d) => s + Math.max(0, d - 50), 0)
      console.log(`rodada ${i}  ${url}  bloqueio ${bloqueio} ms  tarefas ${t.length}  maior ${Math.max(0, ...t)} ms`)
    }
  }
} finally {
  await navegador.close()
}
