/**
 * Two production servers on loopback sharing one PostgreSQL and one S3-compatible store (s3rver),
 * each with its own empty DATA_DIR (nothing shared through the disk), then what an operator must see:
 *
 *   1. a staff session opened on A works on B (same PAYLOAD_SECRET);
 *   2. an image uploaded through A is served by B, byte for byte;
 *   3. a change published on A shows on B's cached page within a second (PostgreSQL NOTIFY);
 *   4. requests per second and p99 of /home: A alone, then A and B together (autocannon).
 *
 *   bash .ci/run postgres npx tsx bench/duas-instancias.ts      # a throwaway cluster, TEST_DATABASE_URL set
 *   BENCH_DATABASE_URL=postgres://…/postgres npx tsx bench/duas-instancias.ts
 *
 * Needs the production build (`npm run build`). Ports 3251, 3252 (servers) and 3290 (s3rver). Not part
 * of `npm test`. BENCH_CONNECTIONS (32), BENCH_SECONDS (10).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'
import pg from 'pg'
import S3rver from 's3rver'
import sharp from 'sharp'

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
if (!adminUrl) throw new Error('BENCH_DATABASE_URL (ou TEST_DATABASE_URL): um PostgreSQL onde se possa criar bancos')
if (!fs.existsSync('.next/BUILD_ID')) throw new Error('Sem build de produção: rode npm run build')
const CONEXOES = Number(process.env.BENCH_CONNECTIONS ?? 32)
const SEGUNDOS = Number(process.env.BENCH_SECONDS ?? 10)
const PORTAS = [3251, 3252] as const
const PORTA_S3 = 3290

const temporaria = fs.mkdtempSync(path.join(os.tmpdir(), 'duas-instancias-'))
const processos: ChildProcess[] = []
let s3: S3rver | undefined
let banco = ''

async function criarBanco(): Promise<string> {
  banco = `duas_${randomBytes(4).toString('hex')}`
  const c = new pg.Client({ connectionString: adminUrl })
  await c.connect()
  await c.query(`CREATE DATABASE "${banco}"`)
  await c.end()
  const u = new URL(adminUrl!)
  u.pathname = `/${banco}`
  return u.toString()
}

async function apagarBanco(): Promise<void> {
  if (!banco) return
  const c = new pg.Client({ connectionString: adminUrl })
  await c.connect()
  await c.query(`DROP DATABASE IF EXISTS "${banco}" WITH (FORCE)`).catch(() => {})
  await c.end()
}

async function esperarPronta(base: string, limiteMs: number): Promise<void> {
  const fim = Date.now() + limiteMs
  while (Date.now() < fim) {
    const r = await fetch(`${base}/readyz`).catch(() => null)
    if (r?.status === 200) return
    await new Promise((ok) => setTimeout(ok, 500))
  }
  throw new Error(`${base} não ficou pronta em ${limiteMs / 1000} s`)
}

function subir(ambiente: NodeJS.ProcessEnv, porta: number, nome: string): string {
  const dataDir = path.join(temporaria, nome)
  fs.mkdirSync(dataDir)
  const filho = spawn(process.execPath, ['--import', 'tsx', 'scripts/servir.ts'], {
    env: { ...ambiente, PORT: String(porta), DATA_DIR: dataDir },
    stdio: ['ignore', fs.openSync(path.join(temporaria, `${nome}.log`), 'a'), fs.openSync(path.join(temporaria, `${nome}.log`), 'a')],
  })
  processos.push(filho)
  return `http://127.0.0.1:${porta}`
}

async function carga(bases: string[], caminho: string): Promise<{ rps: number; p99: number }> {
  const rs = await Promise.all(
    bases.map((b) => autocannon({ url: b + caminho, connections: Math.max(1, Math.round(CONEXOES / bases.length)), duration: SEGUNDOS })),
  )
  return { rps: rs.reduce((s, r) => s + r.requests.average, 0), p99: Math.max(...rs.map((r) => r.latency.p99)) }
}

async function principal(): Promise<void> {
  s3 = new S3rver({ port: PORTA_S3, address: '127.0.0.1', silent: true, directory: path.join(temporaria, 's3'), configureBuckets: [{ name: 'fomento', configs: [] }] })
  await s3.run()
  const ambiente: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: await criarBanco(),
    PAYLOAD_SECRET: randomBytes(36).toString('base64url'),
    COOKIE_SECURE: 'false',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    S3_BUCKET: 'fomento',
    S3_ENDPOINT: `http://127.0.0.1:${PORTA_S3}`,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  }
  delete ambiente.TEST_DATABASE_URL

  let t0 = Date.now()
  const a = subir({ ...ambiente, JOBS_AUTORUN: 'true' }, PORTAS[0], 'a')
  await esperarPronta(a, 240_000)
  console.log(`A pronta (migrações + conteúdo de demonstração) em ${((Date.now() - t0) / 1000).toFixed(1)} s`)
  t0 = Date.now()
  const b = subir({ ...ambiente, JOBS_AUTORUN: 'false' }, PORTAS[1], 'b')
  await esperarPronta(b, 240_000)
  console.log(`B pronta em ${((Date.now() - t0) / 1000).toFixed(1)} s`)

  // 1. Staff session: the operator's create-admin, a login on A, the same cookie on B.
  const email = 'bench@fomento.example.com'
  const senha = randomBytes(12).toString('base64url')
  const criar = spawnSync('npx', ['--no-install', 'payload', 'run', 'scripts/create-admin.ts', '--', '--email', email, '--nome', 'Bench'], {
    env: { ...ambiente, ADMIN_PASSWORD: senha, DATA_DIR: path.join(temporaria, 'a'), JOBS_AUTORUN: 'false' },
    encoding: 'utf8',
  })
  if (criar.status !== 0) throw new Error(`create-admin falhou: ${criar.stderr}`)
  const login = await fetch(`${a}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: senha }) })
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!
  const { token } = (await login.json()) as { token: string }
  const eu = await fetch(`${b}/api/users/me`, { headers: { cookie } })
  const euJson = (await eu.json()) as { user?: { email?: string } | null }
  console.log(`1. sessão aberta em A vale em B: ${euJson.user?.email === email ? 'sim' : 'NÃO'} (login ${login.status}, /api/users/me em B ${eu.status})`)

  // 2. Upload through A, read from B.
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#1a7f37' } }).png().toBuffer()
  const form = new FormData()
  form.append('_payload', JSON.stringify({ alt: 'Enviada pela instância A' }))
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `bench-${Date.now()}.png`)
  const envio = await fetch(`${a}/api/imagens`, { method: 'POST', headers: { authorization: `JWT ${token}` }, body: form })
  const { doc } = (await envio.json()) as { doc: { filename: string } }
  const deB = await fetch(`${b}/api/imagens/file/${doc.filename}`)
  const iguais = Buffer.from(await deB.arrayBuffer()).equals(bytes)
  console.log(`2. imagem enviada por A (${envio.status}) servida por B: ${deB.status}, bytes iguais: ${iguais ? 'sim' : 'NÃO'}`)

  // 3. Publish on A, watch B's cached page.
  const lista = (await (await fetch(`${a}/api/noticias?limit=1&sort=-data`, { headers: { authorization: `JWT ${token}` } })).json()) as { docs: { id: number }[] }
  const id = lista.docs[0]!.id
  const pagina = `${b}/fas/noticias/detalhe/load/${id}`
  await fetch(pagina)
  const novo = `Titulo publicado em A ${Date.now()}`
  const antes = (await (await fetch(pagina)).text()).includes(novo)
  const publicado = Date.now()
  const edicao = await fetch(`${a}/api/noticias/${id}`, { method: 'PATCH', headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ titulo: novo, _status: 'published' }) })
  let visto = -1
  while (Date.now() - publicado < 5000) {
    if ((await (await fetch(pagina)).text()).includes(novo)) {
      visto = Date.now() - publicado
      break
    }
    await new Promise((ok) => setTimeout(ok, 20))
  }
  console.log(`3. publicação em A (${edicao.status}) visível na página guardada de B: ${visto >= 0 && !antes ? `em ${visto} ms` : 'NÃO em 5 s'}`)

  // 4. Throughput.
  await carga([a, b], '/home')
  const so = await carga([a], '/home')
  const juntas = await carga([a, b], '/home')
  console.log(`4. /home, ${CONEXOES} conexões, ${SEGUNDOS} s, ${os.cpus().length} núcleos: A sozinha ${so.rps.toFixed(0)} req/s (p99 ${so.p99} ms); A+B ${juntas.rps.toFixed(0)} req/s (p99 ${juntas.p99} ms); razão ${(juntas.rps / so.rps).toFixed(2)}`)
}

try {
  await principal()
} catch (erro) {
  console.error((erro as Error).message, `(logs em ${temporaria})`)
  process.exitCode = 1
} finally {
  for (const p of processos) p.kill('SIGTERM')
  await new Promise((ok) => setTimeout(ok, 2000))
  for (const p of processos) if (p.exitCode === null) p.kill('SIGKILL')
  await s3?.close()
  await apagarBanco()
  if (!process.exitCode) fs.rmSync(temporaria, { recursive: true, force: true })
}
