import { chromium } from 'playwright-core'
import { resolveChromium } from './browser'

const rotas = process.argv.slice(2)
const b = await chromium.launch({ executablePath: (await resolveChromium()).path, args: ['--no-sandbox'] })
for (const [w, h] of [[1280, 900], [390, 844]] as const) {
  const p = await b.newPage({ viewport: { width: w, height: h } })
  for (const r of rotas) {
    await p.goto(`http://127.0.0.1:3000${r}`)
    await p.screenshot({ path: `/tmp/shot-${r.replace(/[^a-z0-9]+/gi, '_')}-${w}.png`, fullPage: w > 400 ? false : false })
  }
  await p.close()
}
await b.close()
