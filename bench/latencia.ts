/**
 * Server latency and throughput of public pages and the product call, with a
 * fixed number of requests at a fixed concurrency, on loopback only.
 * `BENCH_URL=http://127.0.0.1:3000 npm run bench`.
 */
const base = process.env.BENCH_URL ?? 'http://127.0.0.1:3000'
if (!/^https?:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/.test(base)) {
  throw new Error('BENCH_URL deve apontar para esta máquina (127.0.0.1 ou localhost)')
}
const ALVOS = ['/home', '/empresa', '/empresa/35', '/fas/produtos/perfil/findProdutoByPerfil/AGRO']
const TOTAL = Number(process.env.BENCH_REQUESTS ?? 200)
const CONCORRENCIA = Number(process.env.BENCH_CONCURRENCY ?? 8)

async function medir(caminho: string) {
  const tempos: number[] = []
  let proximo = 0
  const inicio = performance.now()
  async function trabalhador() {
    while (proximo < TOTAL) {
      proximo++
      const t0 = performance.now()
      const r = await fetch(base + caminho)
      await r.arrayBuffer()
      if (!r.ok) throw new Error(`${caminho}: HTTP ${r.status}`)
      tempos.push(performance.now() - t0)
    }
  }
  await Promise.all(Array.from({ length: CONCORRENCIA }, trabalhador))
  const duracao = (performance.now() - inicio) / 1000
  tempos.sort((a, b) => a - b)
  const p = (q: number) => tempos[Math.min(tempos.length - 1, Math.floor(q * tempos.length))]!.toFixed(0)
  console.log(caminho.padEnd(48), `${(TOTAL / duracao).toFixed(1)} req/s`.padStart(12), `p50 ${p(0.5)} ms`.padStart(12), `p95 ${p(0.95)} ms`.padStart(12))
}

console.log(`Latência (${TOTAL} pedidos, ${CONCORRENCIA} simultâneos), ${base}`)
for (const alvo of ALVOS) await medir(alvo)

// A module, so the top-level await above is allowed.
export {}
