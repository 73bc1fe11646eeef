import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, resolveChromium } from './browser'
const base = process.env.BASE ?? 'http://127.0.0.1:3000'
const paginas = process.argv.slice(2)
const { path } = await resolveChromium()
const b = await chromium.launch({ executablePath: path, args: CHROMIUM_ARGS })
for (const [nome, largura] of [['desk', 1280], ['fone', 390]] as const) {
  const p = await b.newPage({ viewport: { width: largura, height: 900 } })
  for (const pg of paginas) {
    await p.goto(base + pg, { waitUntil: 'networkidle' })
    const arq = `/tmp/shot-${nome}-${pg.replace(/[^a-z0-9]+/gi, '_')}.png`
    await p.screenshot({ path: arq, fullPage: true })
    console.log(arq)
  }
  await p.close()
}
await b.close()
