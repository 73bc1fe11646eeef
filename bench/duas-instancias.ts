/**
 * Requests per second of one instance and of two together, on the topology the two-instance test
 * proves (tests/instancias/topologia.ts: one PostgreSQL, one Redis, one S3 store, one SMTP server,
 * each server with its own empty DATA_DIR). The load is spread over both as a balancer would,
 * half the connections each.
 *
 *   bash .ci/run postgres npx tsx bench/duas-instancias.ts     # a throwaway cluster, TEST_DATABASE_URL set
 *   TEST_DATABASE_URL=postgres://…/postgres npx tsx bench/duas-instancias.ts
 *
 * Builds first when the sources changed (scripts/start.ts). Not part of `npm test`.
 * BENCH_CONNECTIONS (32), BENCH_SECONDS (10), BENCH_ROTAS (/home,/empresa/1).
 */
import os from 'node:os'

import autocannon from 'autocannon'

import { faltaParaDuasInstancias, subirDuasInstancias } from '../tests/instancias/topologia'

const falta = faltaParaDuasInstancias()
if (falta) throw new Error(falta)
const CONEXOES = Number(process.env.BENCH_CONNECTIONS ?? 32)
const SEGUNDOS = Number(process.env.BENCH_SECONDS ?? 10)
const ROTAS = (process.env.BENCH_ROTAS ?? '/home,/empresa/1').split(',')

async function carga(bases: string[], caminho: string, segundos = SEGUNDOS): Promise<{ rps: number; p99: number; erros: number }> {
  const rs = await Promise.all(
    bases.map((b) => autocannon({ url: b + caminho, connections: Math.max(1, Math.round(CONEXOES / bases.length)), duration: segundos })),
  )
  return {
    rps: rs.reduce((s, r) => s + r.requests.average, 0),
    p99: Math.max(...rs.map((r) => r.latency.p99)),
    erros: rs.reduce((s, r) => s + r.errors + r.timeouts + r.non2xx, 0),
  }
}

const t = await subirDuasInstancias({ ambiente: { LOG_LEVEL: 'warn' } })
try {
  console.log(`Duas instâncias: ${CONEXOES} conexões, ${SEGUNDOS} s por medida, ${os.cpus().length} núcleos (servidores e gerador de carga nos mesmos núcleos)`)
  console.log(['rota'.padEnd(14), 'A req/s'.padStart(8), 'A p99'.padStart(7), 'A+B req/s'.padStart(10), 'A+B p99'.padStart(8), 'razão'.padStart(6), 'erros'.padStart(6)].join(' '))
  for (const rota of ROTAS) {
    // Warm both (JIT, page cache), not counted.
    await carga([t.a.base, t.b.base], rota, 2)
    const so = await carga([t.a.base], rota)
    const juntas = await carga([t.a.base, t.b.base], rota)
    console.log(
      [
        rota.padEnd(14),
        so.rps.toFixed(0).padStart(8),
        `${so.p99} ms`.padStart(7),
        juntas.rps.toFixed(0).padStart(10),
        `${juntas.p99} ms`.padStart(8),
        (juntas.rps / so.rps).toFixed(2).padStart(6),
        String(so.erros + juntas.erros).padStart(6),
      ].join(' '),
    )
  }
} finally {
  await t.fechar()
}
