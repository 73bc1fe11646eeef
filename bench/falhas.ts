/**
 * `npm run bench:falhas`: the faults of issue 23 §4–§5, against the production build (run
 * `npm run build` first), each printing its figures:
 *
 *   1. Malformed input, full size: the property suite (tests/int/entradas-malformadas.int.test.ts)
 *      with FUZZ_RUNS=1700 (≥ 10,000 requests to the route handlers), then 1,000 malformed POSTs over
 *      HTTP to pages, unknown paths, /api and /admin of a running server: never a 5xx.
 *   1c. Every route (bench/fuzz-rotas.ts): the route table under src/app, the back-office and the REST API
 *      (every collection and global), anonymously and as each staff role, FUZZ_ROTAS requests (20,000 by
 *      default) with hostile paths, queries, bodies and headers: never a 5xx, and no stack in the log.
 *   2. Crash: a steady load of simulations while the server is killed with SIGKILL ten times at
 *      random moments and started again; every submission answered 2xx is in the database once.
 *   3. Shutdown: SIGTERM during a request: the request is answered, the process ends by itself (0).
 *   4. Database down (only with TEST_DATABASE_URL, a PostgreSQL server: `bash .ci/run postgres npm run
 *      bench:falhas`): pages, calls and POSTs answer 503 with Retry-After while connections are refused,
 *      the process stays up and recovers by itself; a server started while the database is down comes
 *      up (healthz 200, readyz 503) and becomes ready when it returns.
 *
 * Exit code 1 when a rule fails. One server at a time on 127.0.0.1:BENCH_FALHAS_PORTA (3291), each
 * with its own data folder.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'

import fc from 'fast-check'

import { criarContas, fuzzDeRotas } from './fuzz-rotas'
import { esperar } from './esperar'

const PORTA = Number(process.env.BENCH_FALHAS_PORTA ?? 3291)
const temporaria = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-falhas-'))
const processos = new Set<ChildProcess>()
const falhas: string[] = []
const conferir = (ok: boolean, regra: string) => {
  console.log(`  ${ok ? 'ok   ' : 'FALHA'} ${regra}`)
  if (!ok) falhas.push(regra)
}

if (!fs.existsSync(path.join('.next', 'BUILD_ID'))) {
  console.error('Não há build de produção em .next: rode `npm run build` antes.')
  process.exit(1)
}

const AMBIENTE: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  PAYLOAD_SECRET: randomBytes(36).toString('base64url'),
  COOKIE_SECURE: 'false',
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'true',
  JOBS_AUTORUN: 'false',
  // One client (this script) sends everything: the abuse limits are proved in tests/int/limites.int.test.ts.
  LIMITES: 'formulario=1000000/60,anexo=1000000/60,consulta=1000000/60,avisoComercial=1000000/60,busca=1000000/60',
}
delete AMBIENTE.TEST_DATABASE_URL
/** The server's idle keep-alive limit (README: KEEP_ALIVE_TIMEOUT_S), which the fuzz's client report compares against. */
const LIMITE_OCIOSO_S = Number(AMBIENTE.KEEP_ALIVE_TIMEOUT_S || 5)

const ambienteDe = (nome: string, porta: number, extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  ...AMBIENTE,
  PORT: String(porta),
  DATA_DIR: path.join(temporaria, nome),
  PUBLIC_SITE_URL: `http://127.0.0.1:${porta}`,
  ...extra,
})

function subir(nome: string, porta: number, extra: Record<string, string> = {}): ChildProcess {
  const dataDir = path.join(temporaria, nome)
  fs.mkdirSync(dataDir, { recursive: true })
  const log = fs.openSync(path.join(temporaria, `${nome}.log`), 'a')
  const filho = spawn(process.execPath, ['--import', 'tsx', 'scripts/servir.ts'], {
    env: ambienteDe(nome, porta, extra),
    stdio: ['ignore', log, log],
  })
  processos.add(filho)
  filho.once('exit', () => processos.delete(filho))
  return filho
}


const terminou = (p: ChildProcess) => new Promise<number | null>((ok) => (p.exitCode !== null || p.signalCode ? ok(p.exitCode) : p.once('exit', (c) => ok(c))))

function porStatus(ss: number[]): string {
  const m = new Map<number, number>()
  for (const s of ss) m.set(s, (m.get(s) ?? 0) + 1)
  return [...m.entries()].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}×${n}`).join(' ')
}

// ---------------------------------------------------------------------------------------------

function fuzzDosManipuladores(): void {
  console.log('\n1a. Entradas malformadas nos manipuladores (fast-check, FUZZ_RUNS=1700: 6.800 POSTs + 3.400 GETs)')
  const t0 = Date.now()
  const r = spawnSync('npx', ['vitest', 'run', '--project', 'int', 'tests/int/entradas-malformadas.int.test.ts'], {
    env: { ...process.env, FUZZ_RUNS: '1700', TEST_DATABASE_URL: '' },
    encoding: 'utf8',
  })
  const saida = `${r.stdout}${r.stderr}`
  const linha = /respostas: [^\n]*/.exec(saida)?.[0] ?? '(sem resumo)'
  console.log(`  ${linha} em ${((Date.now() - t0) / 1000).toFixed(0)} s`)
  conferir(r.status === 0, '10.200 pedidos malformados: todos 4xx com mensagem (GET: ou 200), nenhum 5xx, nada gravado')
  if (r.status !== 0) console.log(saida.split('\n').filter((l) => /Counterexample|Caused by|FAIL/.test(l)).slice(0, 6).join('\n'))
}

async function fuzzHttp(base: string): Promise<void> {
  console.log('\n1b. 1.000 POSTs malformados por HTTP (páginas, endereço desconhecido, /api, /admin, formulários)')
  const caminhos = ['/home', '/nao-existe', '/produtos', '/busca?q=x', '/api/users/login', '/api/simulacoes', '/admin', '/fas/formularioFaleConoscoCadastro', '/site-api/solicitarSimulacaoFinanciamento', '/resultado-financiamento/pdf']
  const tipos = ['multipart/form-data; boundary=XYZ', 'multipart/form-data', 'application/json', 'application/x-www-form-urlencoded', 'text/plain', 'text/x-component']
  const statuses: number[] = []
  const ruins: string[] = []
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...caminhos),
      fc.constantFrom(...tipos),
      fc.oneof(fc.string({ maxLength: 300 }), fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b).toString('latin1')), fc.constant('--XYZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nabc')),
      fc.boolean(),
      async (caminho, tipo, corpo, acao) => {
        const headers: Record<string, string> = { 'content-type': tipo }
        if (acao) headers['next-action'] = 'abc123'
        const r = await fetch(base + caminho, { method: 'POST', headers, body: Buffer.from(corpo, 'latin1') })
        await r.arrayBuffer()
        statuses.push(r.status)
        if (r.status >= 500) ruins.push(`${r.status} ${caminho} ${tipo}${acao ? ' next-action' : ''}`)
      },
    ),
    { numRuns: 1000 },
  )
  console.log(`  respostas: ${porStatus(statuses)}`)
  if (ruins.length) console.log(`  5xx: ${[...new Set(ruins)].slice(0, 8).join('; ')}`)
  conferir(ruins.length === 0, '1.000 POSTs malformados por HTTP: nenhum 5xx')
}

// ---------------------------------------------------------------------------------------------

/** The server's log line for a request id (X-Request-Id): its status and time, or null when it never logged it. */
function linhaDoPedido(log: string, id: string): { status: number; ms: number } | null {
  for (const l of fs.readFileSync(log, 'utf8').split('\n')) {
    if (!l.includes(`"pedido":"${id}"`)) continue
    try {
      const j = JSON.parse(l) as { status?: number; ms?: number }
      if (j.status) return { status: j.status, ms: j.ms ?? 0 }
    } catch {
      // A line cut by the process's end: not this one.
    }
  }
  return null
}

async function fuzzDeTodasAsRotas(): Promise<void> {
  const n = Number(process.env.FUZZ_ROTAS ?? 20_000)
  console.log(`\n1c. ${n.toLocaleString('pt-BR')} pedidos hostis em todas as rotas (tabela de rotas, back-office, API REST), anônimos e como cada papel`)
  const porta = PORTA
  const base = `http://127.0.0.1:${porta}`
  // Info level: every refusal's line is read below (one line, no stack).
  const servidor = subir('rotas', porta, { LOG_LEVEL: 'info', MAX_CONNECTIONS_PER_ADDRESS: '0' })
  await esperar(`${base}/readyz`, 200, 240_000)
  const contas = criarContas(ambienteDe('rotas', porta))
  const t0 = Date.now()
  const log = path.join(temporaria, 'rotas.log')
  // A request is looked up a second after it failed: the server writes its log asynchronously.
  const recebido = async (id: string) => {
    await new Promise((ok) => setTimeout(ok, 1000))
    return linhaDoPedido(log, id) !== null
  }
  const r = await fuzzDeRotas(base, contas, n, { recebido })
  const segundos = (Date.now() - t0) / 1000
  servidor.kill('SIGTERM')
  await terminou(servidor)
  const statuses = [...r.porStatus.entries()].sort((a, b) => a[0] - b[0]).map(([s, q]) => `${s}×${q}`).join(' ')
  console.log(`  ${r.total} pedidos em ${segundos.toFixed(0)} s: ${statuses}`)
  // A request without an answer, with what the server logged for it: never received, answered, or left (499).
  const comOServidor = (ruim: string) => {
    const id = /\[(fuzz-\d+)\]$/.exec(ruim)?.[1]
    if (!id) return ruim
    const linha = linhaDoPedido(log, `${id}-1`) ?? linhaDoPedido(log, `${id}-2`)
    return `${ruim}: ${linha ? `o servidor registrou ${linha.status} em ${linha.ms} ms` : 'o servidor não o registrou'}`
  }
  if (r.ruins.length) console.log(`  5xx ou sem resposta (${r.ruins.length}):\n    ${[...new Set(r.ruins)].slice(0, 25).map(comOServidor).join('\n    ')}`)
  console.log(`  conexão reaproveitada já fechada pelo servidor (pedido não recebido, reenviado uma vez): ${r.naoRecebidos.length}${r.naoRecebidos.length ? `\n    ${r.naoRecebidos.slice(0, 10).join('\n    ')}` : ''}`)
  console.log(`  maior parada do laço de eventos deste cliente: ${r.maiorAtrasoMs} ms (o servidor fecha a conexão ociosa ${LIMITE_OCIOSO_S} s depois da resposta)`)
  const pilhas = fs.readFileSync(log, 'utf8').split('\n').filter((l) => l.includes('"stack"')).length
  console.log(`  linhas do log com pilha (stack): ${pilhas}`)
  conferir(r.total >= n && r.ruins.length === 0, `${n.toLocaleString('pt-BR')} pedidos hostis em todas as rotas: nenhum 5xx`)
  conferir(pilhas === 0, 'nenhuma pilha (stack) no log do servidor')
}

// ---------------------------------------------------------------------------------------------

/** A simulation over R$ 500.000 (no captcha; the commercial team is told): unique by its e-mail. */
const pedido = (i: number) => ({
  segmentacao: 'Indústria',
  objetivoFinanciamento: 'Máquinas e Equipamentos',
  faturamento: 2_000_000,
  valorFinanciamento: 500_000,
  emailSolicitante: `queda-${i}@bench.example.com`,
  telefoneSolicitante: '(51)99876-5432',
  prazoMeses: 60,
  carenciaMeses: 6,
  razaoSocial: `Empresa da queda ${i}`,
  cnpj: '11.222.333/0001-81',
  cidade: 'Porto Alegre',
  uf: 'RS',
  acimaDe300k: true,
})

interface Envio {
  email: string
  chave: string
  ok: boolean
  tentativas: number
}

async function queda(): Promise<void> {
  console.log('\n2. Queda: SIGKILL 10 vezes sob carga de simulações')
  const porta = PORTA
  const base = `http://127.0.0.1:${porta}`
  let servidor = subir('queda', porta)
  await esperar(`${base}/readyz`, 200, 240_000)
  const envios: Envio[] = []
  let parar = false
  let i = 0
  // 4 visitors, one submission after another; a failed one is retried (same Idempotency-Key) up to 5 times.
  const visitante = async () => {
    while (!parar) {
      const n = i++
      const e: Envio = { email: `queda-${n}@bench.example.com`, chave: `queda-${n}-${randomBytes(6).toString('hex')}`, ok: false, tentativas: 0 }
      envios.push(e)
      while (!e.ok && e.tentativas < 5 && !parar) {
        e.tentativas++
        const r = await fetch(`${base}/site-api/solicitarSimulacaoFinanciamento`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': e.chave },
          body: JSON.stringify(pedido(n)),
          signal: AbortSignal.timeout(15_000),
        }).catch(() => null)
        if (r?.ok) e.ok = true
        else await new Promise((ok) => setTimeout(ok, 300))
      }
    }
  }
  const carga = Promise.all([visitante(), visitante(), visitante(), visitante()])
  const recuperacoes: number[] = []
  for (let k = 0; k < 10; k++) {
    await new Promise((ok) => setTimeout(ok, 500 + Math.random() * 2500))
    servidor.kill('SIGKILL')
    await terminou(servidor)
    servidor = subir('queda', porta)
    recuperacoes.push(await esperar(`${base}/readyz`, 200, 120_000))
  }
  await new Promise((ok) => setTimeout(ok, 2000))
  parar = true
  await carga
  servidor.kill('SIGTERM')
  await terminou(servidor)

  const db = new DatabaseSync(path.join(temporaria, 'queda', 'site.db'))
  const linhas = db.prepare('SELECT email_solicitante AS email, COUNT(*) AS n FROM simulacoes GROUP BY email_solicitante').all() as { email: string; n: number }[]
  db.close()
  const porEmail = new Map(linhas.map((l) => [l.email.toLowerCase(), Number(l.n)]))
  const confirmados = envios.filter((e) => e.ok)
  const perdidos = confirmados.filter((e) => (porEmail.get(e.email) ?? 0) === 0)
  const duplicados = envios.filter((e) => (porEmail.get(e.email) ?? 0) > 1)
  const recSeg = recuperacoes.map((ms) => ms / 1000)
  console.log(`  ${envios.length} envios, ${confirmados.length} com 2xx, ${envios.reduce((s, e) => s + e.tentativas - 1, 0)} novas tentativas; volta após cada queda: mediana ${recSeg.sort((a, b) => a - b)[5]!.toFixed(1)} s, máx ${Math.max(...recSeg).toFixed(1)} s`)
  console.log(`  no banco: ${linhas.length} simulações distintas; perdidas ${perdidos.length}, duplicadas ${duplicados.length}`)
  conferir(confirmados.length > 0 && perdidos.length === 0, 'toda simulação respondida com 2xx está no banco depois de 10 SIGKILL')
  conferir(duplicados.length === 0, 'nenhuma simulação gravada duas vezes (novas tentativas com a mesma Idempotency-Key)')
}

// ---------------------------------------------------------------------------------------------

async function parada(): Promise<void> {
  console.log('\n3. Parada: SIGTERM durante um pedido')
  const porta = PORTA
  const base = `http://127.0.0.1:${porta}`
  // Info level: the stop's steps are read from its log.
  const servidor = subir('parada', porta, { LOG_LEVEL: 'info' })
  await esperar(`${base}/readyz`, 200, 240_000)
  // A page outside the cache takes a render: the request is in flight when the signal arrives.
  const emAndamento = fetch(`${base}/noticias?pagina=${randomBytes(4).toString('hex')}`).then(
    async (r) => ({ status: r.status, bytes: (await r.arrayBuffer()).byteLength }),
    () => ({ status: 0, bytes: 0 }),
  )
  await new Promise((ok) => setTimeout(ok, 30))
  const t0 = Date.now()
  servidor.kill('SIGTERM')
  const [resposta, codigo] = await Promise.all([emAndamento, terminou(servidor)])
  const ms = Date.now() - t0
  const depois = await fetch(`${base}/healthz`).then(() => 'respondeu', () => 'recusada')
  console.log(`  pedido em andamento: ${resposta.status} (${resposta.bytes} bytes); processo saiu com ${codigo} em ${ms} ms; conexão nova depois: ${depois}`)
  conferir(resposta.status === 200 && resposta.bytes > 0, 'o pedido em andamento é respondido por inteiro')
  conferir(codigo === 0, 'o processo termina sozinho, com código 0')
  conferir(depois === 'recusada', 'depois do SIGTERM nenhuma conexão nova é aceita')
  const log = fs.readFileSync(path.join(temporaria, 'parada.log'), 'utf8')
  conferir(log.includes('Encerrado: tarefas paradas, contadores gravados, banco fechado.'), 'tarefas paradas, contadores gravados e banco fechado antes de sair (log)')
}

// ---------------------------------------------------------------------------------------------

async function bancoFora(adminUrl: string): Promise<void> {
  console.log('\n4. Banco fora do ar (PostgreSQL)')
  const { default: pg } = await import('pg')
  const nome = `bench_falhas_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE "${nome}"`)
  const url = new URL(adminUrl)
  url.pathname = `/${nome}`
  const conexoes = async (permitir: boolean) => {
    await admin.query(`ALTER DATABASE "${nome}" WITH ALLOW_CONNECTIONS ${permitir}`)
    if (!permitir) await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [nome])
  }
  const porta = PORTA
  const base = `http://127.0.0.1:${porta}`
  try {
    const servidor = subir('banco', porta, { DATABASE_URL: url.toString() })
    await esperar(`${base}/readyz`, 200, 240_000)
    await fetch(`${base}/home`)
    await conexoes(false)
    const pagina = await fetch(`${base}/produtos?x=${randomBytes(3).toString('hex')}`)
    const chamada = await fetch(`${base}/fas/produtos/perfil/findProdutoByPerfil/AGRO?x=1`)
    const post = await fetch(`${base}/site-api/solicitarSimulacaoFinanciamento`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(pedido(999_999)) })
    const [saude, prontidao] = [await fetch(`${base}/healthz`), await fetch(`${base}/readyz`)]
    const textoPagina = await pagina.text()
    console.log(`  com o banco fora: página ${pagina.status} (Retry-After ${pagina.headers.get('retry-after')}), chamada ${chamada.status} (${chamada.headers.get('retry-after')}), POST ${post.status} (${post.headers.get('retry-after')}), healthz ${saude.status}, readyz ${prontidao.status}`)
    conferir(pagina.status === 503 && pagina.headers.get('retry-after') !== null && /indispon/i.test(textoPagina), 'página: 503 com Retry-After e a mensagem')
    conferir(chamada.status === 503 && chamada.headers.get('retry-after') !== null, 'chamada do contrato: 503 com Retry-After')
    conferir(post.status === 503 && post.headers.get('retry-after') === '30', 'POST de formulário: 503 com Retry-After')
    conferir(saude.status === 200 && prontidao.status === 503 && servidor.exitCode === null, 'o processo continua de pé (healthz 200, readyz 503)')
    await conexoes(true)
    const volta = await esperar(`${base}/readyz`, 200, 60_000)
    const depois = await fetch(`${base}/fas/produtos/perfil/findProdutoByPerfil/AGRO?x=2`)
    console.log(`  banco de volta: pronta em ${(volta / 1000).toFixed(1)} s; chamada ${depois.status}`)
    conferir(depois.status === 200, 'recupera sozinho, sem reiniciar')
    servidor.kill('SIGTERM')
    await terminou(servidor)

    // Started while the database is down.
    await conexoes(false)
    const t0 = Date.now()
    const tardio = subir('banco-tardio', porta, { DATABASE_URL: url.toString(), LOG_LEVEL: 'info' })
    const vivo = await esperar(`${base}/healthz`, 200, 240_000)
    const prontaAntes = (await fetch(`${base}/readyz`)).status
    const paginaAntes = await fetch(`${base}/home?x=3`)
    console.log(`  partida com o banco fora: healthz 200 em ${(vivo / 1000).toFixed(1)} s; readyz ${prontaAntes}; página ${paginaAntes.status} (Retry-After ${paginaAntes.headers.get('retry-after')})`)
    conferir(tardio.exitCode === null && prontaAntes === 503 && paginaAntes.status === 503, 'parte com o banco fora: de pé, readyz 503, páginas 503')
    await conexoes(true)
    const pronta = await esperar(`${base}/readyz`, 200, 180_000)
    console.log(`  banco liberado: pronta ${(pronta / 1000).toFixed(1)} s depois (${((Date.now() - t0) / 1000).toFixed(1)} s desde a partida)`)
    conferir((await fetch(`${base}/home?x=4`)).status === 200, 'fica pronta sozinha quando o banco volta')
    tardio.kill('SIGTERM')
    await terminou(tardio)
  } finally {
    await admin.query(`ALTER DATABASE "${nome}" WITH ALLOW_CONNECTIONS true`).catch(() => {})
    await admin.query(`DROP DATABASE IF EXISTS "${nome}" WITH (FORCE)`).catch(() => {})
    await admin.end()
  }
}

/** `npm run bench:falhas -- queda parada` runs only the parts named (fuzz, http, rotas, queda, parada, banco). */
const partes = process.argv.slice(2)
const parte = (nome: string) => partes.length === 0 || partes.includes(nome)

async function principal(): Promise<void> {
  if (parte('fuzz')) fuzzDosManipuladores()
  if (parte('http')) {
    const porta = PORTA
    const servidor = subir('fuzz', porta)
    await esperar(`http://127.0.0.1:${porta}/readyz`, 200, 240_000)
    await fuzzHttp(`http://127.0.0.1:${porta}`)
    servidor.kill('SIGTERM')
    await terminou(servidor)
  }
  if (parte('rotas')) await fuzzDeTodasAsRotas()
  if (parte('queda')) await queda()
  if (parte('parada')) await parada()
  if (!parte('banco')) return
  if (process.env.TEST_DATABASE_URL) await bancoFora(process.env.TEST_DATABASE_URL)
  else console.log('\n4. Banco fora do ar: pulado (sem TEST_DATABASE_URL; rode com `bash .ci/run postgres npm run bench:falhas`)')
}

principal()
  .catch((e: unknown) => {
    console.error(e)
    falhas.push(String(e))
  })
  .finally(() => {
    for (const p of processos) p.kill('SIGKILL')
    console.log(falhas.length ? `\n${falhas.length} regra(s) falharam` : '\ntodas as regras valeram')
    if (!falhas.length) fs.rmSync(temporaria, { recursive: true, force: true })
    else console.log(`logs em ${temporaria}`)
    process.exit(falhas.length ? 1 : 0)
  })
