/**
 * First-load weight of public pages: the HTML and every script the page loads,
 * each gzipped as a server would send it. Run against a running production
 * server: `BENCH_URL=http://127.0.0.1:3000 npm run bench`.
 */
import { gzipSync } from 'node:zlib'

const base = process.env.BENCH_URL ?? 'http://127.0.0.1:3000'
const PAGINAS = [
  ...['/home', '/noticias', '/noticias/1', '/indicadores', '/empresa', '/empresa/35', '/inovacao', '/inovacao/6', '/busca?q=credito', '/transparencia', '/publicacoes/17', '/licitacoes', '/documentos-para-download'],
  // Kit form pages (the registrations' goal is 170 KB, decision 0016; the channels' 150 KB, issue 35 and decision 0018):
  // each channel page loads its own form only. bench/modulos-da-pagina.ts says what a page's figure is made of.
  ...['/formulario/pessoa-fisica', '/formulario/pessoa-juridica'],
  ...['fale-conosco', 'ouvidoria', 'protocolo', 'denuncias'].map((canal) => `/atendimento-ao-cliente/${canal}`),
]

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`

async function buscar(url: string): Promise<Buffer> {
  const r = await fetch(url)
  if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`)
  return Buffer.from(await r.arrayBuffer())
}

/**
 * Script URLs a modern browser loads (<script src> and modulepreload/preload links).
 * `noModule` scripts (legacy polyfills) are skipped: browsers with ES modules never fetch them.
 */
function scriptsDa(html: string): string[] {
  const urls = new Set<string>()
  for (const m of html.matchAll(/<script([^>]+)src="([^"]+\.js[^"]*)"[^>]*>/g)) {
    if (!/nomodule/i.test(m[0])) urls.add(m[2]!)
  }
  for (const m of html.matchAll(/<link[^>]+rel="(?:modulepreload|preload)"[^>]+href="([^"]+\.js[^"]*)"/g)) urls.add(m[1]!)
  return [...urls]
}

console.log(`Peso do primeiro carregamento (gzip), ${base}`)
console.log('página'.padEnd(36), 'HTML'.padStart(10), 'JS'.padStart(10), 'arquivos JS'.padStart(12))
for (const caminho of PAGINAS) {
  const html = await buscar(base + caminho)
  let js = 0
  const scripts = scriptsDa(html.toString('utf8'))
  for (const src of scripts) js += gzipSync(await buscar(new URL(src, base).toString())).length
  console.log(caminho.padEnd(36), kb(gzipSync(html).length).padStart(10), kb(js).padStart(10), String(scripts.length).padStart(12))
}
