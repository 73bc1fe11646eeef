/**
 * What a page's first load is made of, module by module: the scripts its HTML loads (as
 * bench/peso-pagina.ts counts them), each Turbopack chunk split into its modules, each module's share
 * of its chunk's gzipped size (its share of the chunk's bytes) and the names it exports, which
 * survive minification and tell the module (`useForm`, `Root`, `Formulario`…). With `--base`, only
 * the modules the base page does not load (what the page carries on top of the shell).
 *
 *   BENCH_URL=http://127.0.0.1:3000 npx tsx bench/modulos-da-pagina.ts /atendimento-ao-cliente/fale-conosco --base /noticias
 */
import { gzipSync } from 'node:zlib'
import ts from 'typescript'

const base = process.env.BENCH_URL ?? 'http://127.0.0.1:3000'
const args = process.argv.slice(2)
const iBase = args.indexOf('--base')
const paginaBase = iBase >= 0 ? args[iBase + 1] : undefined
const paginas = iBase >= 0 ? args.filter((_, i) => i !== iBase && i !== iBase + 1) : args

interface Modulo {
  chunk: string
  id: string
  bytes: number
  gzip: number
  exporta: string[]
  texto: string
}

async function texto(url: string): Promise<string> {
  const r = await fetch(url)
  if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`)
  return r.text()
}

/** The same selection as bench/peso-pagina.ts. */
function scriptsDa(html: string): string[] {
  const urls = new Set<string>()
  for (const m of html.matchAll(/<script([^>]+)src="([^"]+\.js[^"]*)"[^>]*>/g)) if (!/nomodule/i.test(m[0])) urls.add(m[2]!)
  for (const m of html.matchAll(/<link[^>]+rel="(?:modulepreload|preload)"[^>]+href="([^"]+\.js[^"]*)"/g)) urls.add(m[1]!)
  return [...urls]
}

/** Export names a module declares (`e.s(["useForm",()=>…])` or `e.s({useForm:()=>…})` after minification). */
function exportacoes(codigo: string): string[] {
  const nomes = new Set<string>()
  for (const m of codigo.matchAll(/\.s\(\[([^\]]{0,4000})\]/g)) for (const n of m[1]!.matchAll(/"([A-Za-z_$][\w$]*)"\s*,/g)) nomes.add(n[1]!)
  for (const m of codigo.matchAll(/\.s\(\{([^}]{0,4000})\}/g)) for (const n of m[1]!.matchAll(/([A-Za-z_$][\w$]*)\s*:\s*\(\)\s*=>/g)) nomes.add(n[1]!)
  return [...nomes].slice(0, 8)
}

/** A Turbopack chunk's modules: the array pushed to globalThis.TURBOPACK, pairs of id and factory (or an object of them). */
function modulosDe(chunk: string, codigo: string): Modulo[] {
  const fonte = ts.createSourceFile('c.js', codigo, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS)
  const pares: { id: string; no: ts.Node }[] = []
  const visitar = (no: ts.Node) => {
    if (ts.isCallExpression(no) && ts.isPropertyAccessExpression(no.expression) && no.expression.name.text === 'push' && no.arguments[0] && ts.isArrayLiteralExpression(no.arguments[0])) {
      const els = no.arguments[0].elements
      for (let i = 1; i < els.length; i++) {
        const e = els[i]!
        if (ts.isObjectLiteralExpression(e)) {
          for (const p of e.properties) if (ts.isPropertyAssignment(p)) pares.push({ id: p.name.getText(fonte), no: p.initializer })
        } else if ((ts.isNumericLiteral(e) || ts.isStringLiteral(e)) && els[i + 1] && (ts.isFunctionLike(els[i + 1]) || ts.isParenthesizedExpression(els[i + 1]!))) {
          pares.push({ id: e.text, no: els[i + 1]! })
          i++
        }
      }
      return
    }
    ts.forEachChild(no, visitar)
  }
  visitar(fonte)
  const gzChunk = gzipSync(codigo).length
  const total = codigo.length
  if (pares.length === 0) return [{ chunk, id: '(runtime)', bytes: total, gzip: gzChunk, exporta: [], texto: codigo.slice(0, 200) }]
  const mods = pares.map(({ id, no }) => {
    const t = no.getText(fonte)
    return { chunk, id, bytes: t.length, gzip: 0, exporta: exportacoes(t), texto: t }
  })
  // What is outside the modules (the push wrapper, a runtime) is listed on its own.
  const fora = total - mods.reduce((s, m) => s + m.bytes, 0)
  if (fora > 200) mods.push({ chunk, id: '(fora dos módulos)', bytes: fora, gzip: 0, exporta: [], texto: '' })
  for (const m of mods) m.gzip = (gzChunk * m.bytes) / total
  return mods
}

/** Portuguese or other string literals that say what a module of ours is when it exports nothing telling. */
function pista(m: Modulo): string {
  if (m.exporta.length) return m.exporta.join(', ')
  const s = [...m.texto.matchAll(/"([^"\\]{6,60})"/g)].map((x) => x[1]!).filter((x) => /[a-zà-ú] [a-zà-ú]|^[a-z-]+\/[a-z-]+/i.test(x))
  return s.slice(0, 2).map((x) => `"${x}"`).join(' ') || m.texto.slice(0, 60).replace(/\s+/g, ' ')
}

async function modulosDaPagina(caminho: string): Promise<Modulo[]> {
  const html = await texto(base + caminho)
  const todos: Modulo[] = []
  for (const src of scriptsDa(html)) {
    const nome = src.replace(/^.*\/_next\/static\/chunks\//, '').replace(/\?.*$/, '')
    todos.push(...modulosDe(nome, await texto(new URL(src, base).toString())))
  }
  return todos
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
// Module ids are the build's, whatever chunk a page finds a module in.
const chave = (m: Modulo) => (m.id.startsWith('(') ? `${m.chunk}#${m.id}` : m.id)
const naBase = paginaBase ? new Set((await modulosDaPagina(paginaBase)).map(chave)) : new Set<string>()

for (const caminho of paginas) {
  const mods = (await modulosDaPagina(caminho)).filter((m) => !naBase.has(chave(m)))
  const total = mods.reduce((s, m) => s + m.gzip, 0)
  console.log(`\n${caminho}${paginaBase ? ` além de ${paginaBase}` : ''}: ${kb(total)} gzip em ${mods.length} módulos`)
  for (const m of mods.sort((a, b) => b.gzip - a.gzip)) {
    if (m.gzip < Number(process.env.MINIMO_BYTES ?? 100)) continue
    console.log(kb(m.gzip).padStart(9), m.chunk.padEnd(22), String(m.id).padEnd(8), pista(m).slice(0, 110))
  }
}
