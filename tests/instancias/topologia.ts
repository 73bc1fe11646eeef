/**
 * The scaled-out topology on loopback, as compose.yaml runs it in containers: two production
 * servers on one PostgreSQL, one Redis (redis-server, a child process), one S3-compatible store
 * (s3rver, in this process) and one SMTP server (smtp-server, in this process, keeping what it
 * receives). Each server has its own empty DATA_DIR, so nothing is shared through the disk.
 *
 * Used by tests/instancias/duas-instancias.test.ts (npm test, with PostgreSQL) and by
 * bench/duas-instancias.ts (figures). The first server starts through scripts/start.ts, which
 * builds only when the sources changed since the last build (in `npm test` the browser suite has
 * just built); the second serves that build (scripts/servir.ts), once the first is ready, so that
 * only one applies the migrations, as the README asks of operators.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import S3rver from 's3rver'
import { SMTPServer } from 'smtp-server'

export interface Instancia {
  nome: string
  base: string
  dataDir: string
  log: string
  processo: ChildProcess
}

export interface Topologia {
  a: Instancia
  b: Instancia
  /** The site's public address (PUBLIC_SITE_URL of both), the Origin a browser sends. */
  publica: string
  /** The database's URL (the servers' DATABASE_URL). */
  databaseUrl: string
  /** When the first server was started (ms since the epoch). */
  inicio: number
  /** The e-mails the SMTP server received (raw), in order. */
  recebidas: string[]
  /** The environment both servers share, for a one-off script (create-admin) against the same site. */
  ambiente: NodeJS.ProcessEnv
  temporaria: string
  /** Stops everything and drops the database; the servers' logs are kept only when `manterLogs`. */
  fechar(manterLogs?: boolean): Promise<void>
}

/** Why the topology cannot run on this machine (printed as the reason a test is skipped), or null. */
export function faltaParaDuasInstancias(): string | null {
  if (!process.env.TEST_DATABASE_URL) return 'TEST_DATABASE_URL não definido (um PostgreSQL onde se possa criar bancos; .ci/run cria um)'
  if (spawnSync('redis-server', ['--version']).status !== 0) return 'redis-server não instalado (apt-get install redis-server; .ci/run instala)'
  return null
}

export async function portaLivre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer().once('error', reject).listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo
      s.close(() => resolve(port))
    })
  })
}

async function esperar(condicao: () => Promise<boolean>, limiteMs: number, oQue: string): Promise<void> {
  const fim = Date.now() + limiteMs
  while (Date.now() < fim) {
    if (await condicao().catch(() => false)) return
    await new Promise((ok) => setTimeout(ok, 250))
  }
  throw new Error(`${oQue} não ficou pronto em ${Math.round(limiteMs / 1000)} s`)
}

async function pronta(inst: Instancia, limiteMs: number): Promise<void> {
  await esperar(async () => {
    if (inst.processo.exitCode !== null) throw new Error(`${inst.nome} terminou (código ${inst.processo.exitCode}); log em ${inst.log}`)
    return (await fetch(`${inst.base}/readyz`)).status === 200
  }, limiteMs, `o servidor ${inst.nome} (log em ${inst.log})`)
}

interface Opcoes {
  /** Extra environment for both servers. */
  ambiente?: Record<string, string>
  /** How long the first server may take to build (when needed), migrate and seed. */
  limiteMs?: number
}

export async function subirDuasInstancias(opcoes: Opcoes = {}): Promise<Topologia> {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) throw new Error('TEST_DATABASE_URL não definido')
  const temporaria = fs.mkdtempSync(path.join(os.tmpdir(), 'duas-instancias-'))
  const limpezas: (() => Promise<void>)[] = []
  const fechar = async (manterLogs = false) => {
    for (const limpar of limpezas.reverse()) await limpar().catch(() => {})
    if (manterLogs) console.warn(`logs das instâncias em ${temporaria}`)
    else fs.rmSync(temporaria, { recursive: true, force: true })
  }
  try {
    // PostgreSQL: a database of its own on the CI's server.
    const banco = `duas_${randomBytes(4).toString('hex')}`
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE "${banco}"`)
    await admin.end()
    limpezas.push(async () => {
      const c = new pg.Client({ connectionString: adminUrl })
      await c.connect()
      await c.query(`DROP DATABASE IF EXISTS "${banco}" WITH (FORCE)`).catch(() => {})
      await c.end()
    })
    const url = new URL(adminUrl)
    url.pathname = `/${banco}`
    const databaseUrl = url.toString()

    // Redis, throwaway: no persistence, loopback only.
    const portaRedis = await portaLivre()
    const redis = spawn('redis-server', ['--port', String(portaRedis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
    limpezas.push(() => {
      redis.kill('SIGTERM')
      return Promise.resolve()
    })
    await esperar(
      () =>
        new Promise<boolean>((ok) => {
          const s = net.connect(portaRedis, '127.0.0.1', () => (s.end(), ok(true))).once('error', () => ok(false))
        }),
      10_000,
      'o redis-server',
    )

    // The S3-compatible store.
    const portaS3 = await portaLivre()
    const s3 = new S3rver({ port: portaS3, address: '127.0.0.1', silent: true, directory: path.join(temporaria, 's3'), configureBuckets: [{ name: 'fomento', configs: [] }] })
    await s3.run()
    limpezas.push(async () => {
      await s3.close()
    })

    // The SMTP server: keeps every message it accepts.
    const recebidas: string[] = []
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _sessao, pronto) {
        let dados = ''
        stream.on('data', (c: Buffer) => (dados += c.toString('utf8')))
        stream.on('end', () => {
          recebidas.push(dados)
          pronto()
        })
      },
    })
    await new Promise<void>((ok) => smtp.listen(0, '127.0.0.1', ok))
    const portaSmtp = (smtp.server.address() as net.AddressInfo).port
    limpezas.push(() => new Promise<void>((ok) => smtp.close(() => ok())))

    const [portaA, portaB] = [await portaLivre(), await portaLivre()]
    // Behind a balancer both have one public address (links in e-mails, the origin staff cookies are
    // accepted from): here A's.
    const publica = `http://127.0.0.1:${portaA}`
    const ambiente: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PAYLOAD_SECRET: randomBytes(36).toString('base64url'),
      COOKIE_SECURE: 'false',
      LOG_LEVEL: process.env.LOG_LEVEL_INSTANCIAS ?? 'info',
      SEED_DEMO: 'true',
      REDIS_URL: `redis://127.0.0.1:${portaRedis}`,
      S3_BUCKET: 'fomento',
      S3_ENDPOINT: `http://127.0.0.1:${portaS3}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      SMTP_URL: `smtp://127.0.0.1:${portaSmtp}`,
      EMAIL_COMERCIAL: 'comercial@agencia.example.com',
      // As behind a load balancer: the client's address is the last X-Forwarded-For entry.
      TRUSTED_PROXY_HOPS: '1',
      // Both run the scheduled work: the jobs' lock must keep it to one (server/payload/jobs/lider.ts).
      JOBS_AUTORUN: 'true',
      ...opcoes.ambiente,
    }
    delete ambiente.TEST_DATABASE_URL
    delete ambiente.PUBLIC_SITE_URL

    const subir = (nome: string, porta: number, script: string): Instancia => {
      const dataDir = path.join(temporaria, nome)
      fs.mkdirSync(dataDir)
      const log = path.join(temporaria, `${nome}.log`)
      const saida = fs.openSync(log, 'a')
      const processo = spawn(process.execPath, ['--import', 'tsx', script], {
        env: { ...ambiente, PORT: String(porta), DATA_DIR: dataDir, PUBLIC_SITE_URL: publica },
        stdio: ['ignore', saida, saida],
      })
      limpezas.push(async () => {
        if (processo.exitCode !== null) return
        processo.kill('SIGTERM')
        await Promise.race([new Promise((ok) => processo.once('exit', ok)), new Promise((ok) => setTimeout(ok, 10_000))])
        if (processo.exitCode === null) processo.kill('SIGKILL')
      })
      return { nome, base: `http://127.0.0.1:${porta}`, dataDir, log, processo }
    }

    const inicio = Date.now()
    const a = subir('a', portaA, 'scripts/start.ts')
    await pronta(a, opcoes.limiteMs ?? 20 * 60_000)
    const b = subir('b', portaB, 'scripts/servir.ts')
    await pronta(b, 180_000)
    return { a, b, publica, databaseUrl, inicio, recebidas, ambiente, temporaria, fechar }
  } catch (erro) {
    await fechar(true)
    throw erro
  }
}

/** Creates a staff account the way an operator does (npm run create-admin), against the shared database. */
export function criarAdministrador(t: Topologia, email: string, senha: string): void {
  const dataDir = path.join(t.temporaria, 'script')
  fs.mkdirSync(dataDir, { recursive: true })
  const r = spawnSync('npx', ['--no-install', 'payload', 'run', 'scripts/create-admin.ts', '--', '--email', email, '--nome', 'Operador'], {
    env: { ...t.ambiente, ADMIN_PASSWORD: senha, DATA_DIR: dataDir, JOBS_AUTORUN: 'false', SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  })
  if (r.status !== 0) throw new Error(`create-admin falhou (${r.status}): ${r.stderr}${r.stdout}`)
}
