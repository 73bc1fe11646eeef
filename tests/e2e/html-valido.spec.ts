import { execFile } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { expect, test } from './fixtures'
import { lerPaginasDoMapa } from './paginas-do-mapa'

/**
 * Valid HTML on every page (ENGINEERING.md §5), judged by a checker we did not write: the W3C Nu HTML
 * Checker (`vnu-jar`, run with the Java on the PATH; .ci/run installs Debian's when there is none) over
 * every page of the sitemap as the production server sends it.
 */

test.use({ a11yAfterEach: false }) // no page is opened in the browser here

const VNU = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')

/**
 * The checker's CSS parser predates two things Tailwind 4 writes into the inlined stylesheet: `@property`
 * rules and the `margin-trim` property. Those two complaints are about its parser, not our markup; any
 * other message, about the HTML or the CSS, counts.
 */
const SO_DO_CSS = /^CSS: (Unrecognized at-rule “@property”|“margin-trim”: Property “margin-trim” doesn't exist\.)$/

interface Mensagem {
  type: string
  subType?: string
  url: string
  lastLine?: number
  message: string
  extract?: string
}

test('cada página do mapa do site é HTML válido para o Nu HTML Checker @computador', async ({ request }) => {
  test.setTimeout(120_000)
  const paginas = await lerPaginasDoMapa(request)
  for (const p of paginas) expect(p.status, p.caminho).toBe(200)

  const pasta = fs.mkdtempSync(path.join(os.tmpdir(), 'vnu-'))
  try {
    const arquivos = new Map<string, string>()
    paginas.forEach((p, i) => {
      const arquivo = path.join(pasta, `${i}.html`)
      fs.writeFileSync(arquivo, p.html)
      arquivos.set(`file:${arquivo}`, p.caminho)
    })
    // One JVM for every page (its start costs more than the checking); the report goes to stdout as JSON.
    const { stdout } = await promisify(execFile)(
      'java',
      ['-jar', VNU, '--errors-only', '--exit-zero-always', '--format', 'json', '--stdout', ...[...arquivos.keys()].map((u) => u.slice(5))],
      { maxBuffer: 256 * 1024 * 1024 },
    )
    const { messages } = JSON.parse(stdout) as { messages: Mensagem[] }
    const erros = messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal')
      .filter((m) => !SO_DO_CSS.test(m.message))
      .map((m) => `${arquivos.get(m.url) ?? m.url}:${m.lastLine ?? '?'} ${m.message}${m.extract ? ` — ${m.extract.trim().slice(0, 160)}` : ''}`)
    expect(erros, `${erros.length} erro(s) de HTML em ${paginas.length} páginas`).toEqual([])
  } finally {
    fs.rmSync(pasta, { recursive: true, force: true })
  }
})

/** The levels of a page's headings (h1…h6) in document order. */
function niveisDosTitulos(html: string): number[] {
  return [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]))
}

test('em cada página do mapa do site o primeiro título é o h1, o único da página @computador', async ({ request }) => {
  // In the document order a screen reader follows, not the order a layout draws: a side menu's h2 drawn
  // at the left must still come after the page's h1.
  const paginas = await lerPaginasDoMapa(request)
  const erradas = paginas
    .map((p) => ({ caminho: p.caminho, niveis: niveisDosTitulos(p.html) }))
    .filter(({ niveis }) => niveis[0] !== 1 || niveis.filter((n) => n === 1).length !== 1)
    .map(({ caminho, niveis }) => `${caminho}: h${niveis.slice(0, 4).join(', h')}… (${niveis.filter((n) => n === 1).length} h1)`)
  expect(erradas, `${erradas.length} página(s) com títulos fora de ordem`).toEqual([])
})
