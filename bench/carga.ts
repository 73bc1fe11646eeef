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

/** Starts the bare server with these bytes in its own process; resolves with its URL and a stop function. */
async function servidorNu(corpo: Buffer, tipo: string): Promise<{ url: string; parar: () => void }> {
  const arquivo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-')), 'corpo')
  fs.writeFileSync(arquivo, corpo)
  const filho = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'servidor-nu.ts'), arquivo, tipo], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const linha = await new Promise<string>((resolve) => createInterface({ input: filho.stdout }).once('line', resolve))
  return { url: `http://127.0.0.1:${linha.trim()}/`, parar: () => filho.kill() }
}

const ms = (n: number) => `${n.toFixed(0)} ms`
console.log(`Carga: ${CONEXOES} conexões, ${SEGUNDOS} s por medida, ${base} (gerador: autocannon)`)
console.log(['rota'.padEnd(46), 'req/s'.padStart(8), 'nu req/s'.padStart(9), 'razão'.padStart(6), 'p99'.padStart(8), 'nu p99'.padStart(7), 'erros'.padStart(6)].join(' '))
for (const rota of ROTAS) {
  const resposta = await fetch(base + rota)
  if (!resposta.ok) throw new Error(`${rota}: HTTP ${resposta.status}`)
  const corpo = Buffer.from(await resposta.arrayBuffer())
  const site = await medir(base + rota)
  const nu = await servidorNu(corpo, resposta.headers.get('content-type') ?? 'text/html')
  const referencia = await medir(nu.url)
  nu.parar()
  console.log(
    [
      rota.padEnd(46),
      site.rps.toFixed(0).padStart(8),
      referencia.rps.toFixed(0).padStart(9),
      (site.rps / referencia.rps).toFixed(2).padStart(6),
      ms(site.p99).padStart(8),
      ms(referencia.p99).padStart(7),
      String(site.erros).padStart(6),
    ].join(' '),
  )
}
