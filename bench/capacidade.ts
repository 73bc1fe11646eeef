/**
 * How far one instance goes: for each main page and for a submission, the load is raised
 * (1, 2, 4 … 64 connections, BENCH_SECONDS each, 5 by default) and the highest requests per
 * second with p99 ≤ 40 ms is reported, with the connections at which it was reached.
 *
 *   BENCH_URL=http://127.0.0.1:3000 npx tsx bench/capacidade.ts        (part of npm run bench)
 *
 * The submission is the financing simulation (POST /site-api/solicitarSimulacaoFinanciamento):
 * a record and an outbox e-mail committed per request, each with its own company name (identical
 * bodies would be answered by the idempotency check instead) and its own X-Forwarded-For address:
 * start the measured server with TRUSTED_PROXY_HOPS=1, or the abuse limits on forms (one address
 * for the whole load) answer 429 after the first few, which count as errors here. Targets only
 * this machine.
 */
import autocannon from 'autocannon'

const base = process.env.BENCH_URL ?? 'http://127.0.0.1:3000'
if (!/^https?:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/.test(base)) {
  throw new Error('BENCH_URL deve apontar para esta máquina (127.0.0.1 ou localhost)')
}
const SEGUNDOS = Number(process.env.BENCH_SECONDS ?? 5)
const LIMITE_P99 = 40
const CONEXOES = [1, 2, 4, 8, 16, 32, 64]
const PAGINAS = (process.env.BENCH_PAGINAS ?? '/home,/empresa/1,/noticias,/indicadores').split(',')
const rodada = Date.now().toString(36)
let sequencia = 0

type Opcoes = Partial<autocannon.Options>

const submissao: Opcoes = {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  requests: [
    {
      method: 'POST',
      path: '/site-api/solicitarSimulacaoFinanciamento',
      setupRequest: (req) => ({
        ...req,
        headers: { ...req.headers, 'x-forwarded-for': `10.${(sequencia >> 16) & 255}.${(sequencia >> 8) & 255}.${sequencia & 255}` },
        body: JSON.stringify({
          segmentacao: 'Indústria',
          objetivoFinanciamento: 'Capital de Giro',
          faturamento: 20_000_000,
          valorFinanciamento: 10_000,
          emailSolicitante: 'diretoria@empresa.com.br',
          telefoneSolicitante: '5132101234',
          razaoSocial: `Capacidade ${rodada} ${++sequencia} Ltda`,
          cnpj: '11222333000181',
          cidade: 'Porto Alegre',
          uf: 'RS',
          acimaDe300k: true,
        }),
      }),
    },
  ],
}

interface Medida {
  conexoes: number
  rps: number
  p99: number
  erros: number
}

async function medir(url: string, conexoes: number, extra: Opcoes = {}): Promise<Medida> {
  const r = await autocannon({ url, connections: conexoes, duration: SEGUNDOS, ...extra })
  return { conexoes, rps: r.requests.average, p99: r.latency.p99, erros: r.errors + r.timeouts + r.non2xx }
}

async function capacidade(nome: string, url: string, extra: Opcoes = {}): Promise<void> {
  await autocannon({ url, connections: 8, duration: 2, ...extra }) // warm-up, not counted
  let melhor: Medida | undefined
  const medidas: Medida[] = []
  for (const c of CONEXOES) {
    const m = await medir(url, c, extra)
    medidas.push(m)
    if (m.p99 <= LIMITE_P99 && m.erros === 0 && (!melhor || m.rps > melhor.rps)) melhor = m
    if (m.p99 > 2 * LIMITE_P99) break // well past the limit: more connections only queue
  }
  const curva = medidas.map((m) => `${m.conexoes}c ${m.rps.toFixed(0)}/s p99 ${m.p99}${m.erros ? ` (${m.erros} erros)` : ''}`).join('; ')
  console.log(
    `${nome.padEnd(16)} ${melhor ? `${melhor.rps.toFixed(0)} req/s com p99 ${melhor.p99} ms (${melhor.conexoes} conexões)` : `nenhuma carga com p99 ≤ ${LIMITE_P99} ms`}\n${''.padEnd(17)}${curva}`,
  )
}

console.log(`Capacidade de uma instância (p99 ≤ ${LIMITE_P99} ms, sem erros), ${SEGUNDOS} s por ponto, ${base}`)
for (const pagina of PAGINAS) await capacidade(pagina, base + pagina)
await capacidade('submissão', base, submissao)
