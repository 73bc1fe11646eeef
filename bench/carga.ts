/**
 * Throughput and latency of public pages and a legacy call under load, each
 * compared in the same run with a bare Node server sending the same bytes
 * (bench/servidor-nu.ts): the ratio is what counts on a noisy machine.
 *
 *   BENCH_URL=http://127.0.0.1:3000 npm run bench
 *   BENCH_CONNECTIONS=32 BENCH_SECONDS=10 (defaults); BENCH_ROTAS=/home,/empresa/1 for a subset
 *
 * Targets only this machine (loopback), bounded in time.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'

import autocannon from 'autocannon'

const base = process.env.BENCH_URL ?? 'http://127.0.0.1:3000'
if (!/^https?:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/.test(base)) {
  throw new Error('BENCH_URL deve apontar para esta máquina (127.0.0.1 ou localhost)')
}
const TODAS = [
  '/home',
  '/noticias',
  '/noticias/1',
  '/indicadores',
  '/empresa/1',
  '/transparencia',
  '/publicacoes/17',
  '/licitacoes',
  '/documentos-para-download',
  '/busca?q=credito',
  '/fas/produtos/perfil/findProdutoByPerfil/ICS',
  '/fas/findNoticiasHome',
  '/fas-service/rest/menu/listAll',
]
/** BENCH_ROTAS=/home,/empresa/1 measures only those (for an A/B of one change). */
const ROTAS = process.env.BENCH_ROTAS ? process.env.BENCH_ROTAS.split(',') : TODAS
const CONEXOES = Number(process.env.BENCH_CONNECTIONS ?? 32)
const SEGUNDOS = Number(process.env.BENCH_SECONDS ?? 10)

interface Medida {
  rps: number
  p99: number
  erros: number
}

async function medir(url: string): Promise<Medida> {
  // 2 s of the same load first, not counted: the JIT and the page cache warm, for both servers alike.
  await autocannon({ url, connections: CONEXOES, duration: 2 })
  const r = await autocannon({ url, connections: CONEXOES, duration: SEGUNDOS })
  return { rps: r.requests.average, p99: r.latency.p99, erros: r.errors + r.timeouts + r.non2xx }
}

/** Headers the bare server must not copy: the body's framing and the connection's, which Node writes itself. */
const DO_TRANSPORTE = new Set(['content-type', 'content-length', 'content-encoding', 'transfer-encoding', 'date', 'connection', 'keep-alive'])

/**
 * Starts the bare server with these bytes in its own process, and with `cabecalhos` (the site's answer's
 * headers) when given; resolves with its URL and a stop function.
 */
async function servidorNu(corpo: Buffer, tipo: string, cabecalhos?: Headers): Promise<{ url: string; parar: () => void }> {
  const pasta = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'))
  const arquivo = path.join(pasta, 'corpo')
  fs.writeFileSync(arquivo, corpo)
  const args = [arquivo, tipo]
  if (cabecalhos) {
    const extras = Object.fromEntries([...cabecalhos].filter(([nome]) => !DO_TRANSPORTE.has(nome)))
    fs.writeFileSync(path.join(pasta, 'cabecalhos.json'), JSON.stringify(extras))
    args.push(path.join(pasta, 'cabecalhos.json'))
  }
  const filho = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'servidor-nu.ts'), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const linha = await new Promise<string>((resolve) => createInterface({ input: filho.stdout }).once('line', resolve))
  return { url: `http://127.0.0.1:${linha.trim()}/`, parar: () => filho.kill() }
}

const ms = (n: number) => `${n.toFixed(0)} ms`
console.log(`Carga: ${CONEXOES} conexões, ${SEGUNDOS} s por medida, ${base} (gerador: autocannon)`)
// "nu": the bare server with the same body; "nu+cab": the same body and the site's own headers (the
// security headers, the request id, Vary…), so the part of the gap that the headers cost can be told
// apart from what the site's code costs. The goal is stated against "nu".
console.log(['rota'.padEnd(46), 'req/s'.padStart(8), 'nu req/s'.padStart(9), 'razão'.padStart(6), 'p99'.padStart(8), 'nu p99'.padStart(7), 'erros'.padStart(6), 'razão nu+cab'.padStart(13)].join(' '))
for (const rota of ROTAS) {
  const resposta = await fetch(base + rota)
  if (!resposta.ok) throw new Error(`${rota}: HTTP ${resposta.status}`)
  const corpo = Buffer.from(await resposta.arrayBuffer())
  const site = await medir(base + rota)
  const nu = await servidorNu(corpo, resposta.headers.get('content-type') ?? 'text/html')
  const referencia = await medir(nu.url)
  nu.parar()
  const nuComCabecalhos = await servidorNu(corpo, resposta.headers.get('content-type') ?? 'text/html', resposta.headers)
  const comCabecalhos = await medir(nuComCabecalhos.url)
  nuComCabecalhos.parar()
  console.log(
    [
      rota.padEnd(46),
      site.rps.toFixed(0).padStart(8),
      referencia.rps.toFixed(0).padStart(9),
      (site.rps / referencia.rps).toFixed(2).padStart(6),
      ms(site.p99).padStart(8),
      ms(referencia.p99).padStart(7),
      String(site.erros).padStart(6),
      (site.rps / comCabecalhos.rps).toFixed(2).padStart(13),
    ].join(' '),
  )
}
