import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

import type { DestinoClamd } from '../adaptadores/antivirus/clamd'
import { lerLimites } from '../adaptadores/limites/regras'

/**
 * Configuration read once from environment variables. A bad value stops the
 * server with a message naming the variable, instead of failing later in a request.
 */
const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** The address the server listens on (127.0.0.1 behind a proxy on the same machine); every interface when absent. */
  HOSTNAME: z.string().regex(/^[\w.:-]{1,253}$/, 'deve ser um endereço IP ou nome de máquina, ex.: 127.0.0.1').optional(),
  /** Slow clients (server/borda/http/conexoes.ts): seconds for a request's headers, a public body, a staff upload, an idle keep-alive. */
  HEADERS_TIMEOUT_S: z.coerce.number().min(1).max(600).default(10),
  BODY_TIMEOUT_S: z.coerce.number().min(1).max(3600).default(30),
  STAFF_BODY_TIMEOUT_S: z.coerce.number().min(1).max(7200).default(600),
  KEEP_ALIVE_TIMEOUT_S: z.coerce.number().min(1).max(600).default(5),
  /** Open connections one client address may hold; 0 turns the cap off (behind a proxy every client shares its address). */
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(100_000).default(64),
  DATABASE_URL: z
    .string()
    .regex(/^(file:|postgres:\/\/|postgresql:\/\/)/, 'deve começar com file: ou postgres://')
    .optional(),
  DATA_DIR: z.string().min(1).default('data'),
  PUBLIC_SITE_URL: z.url('deve ser uma URL completa, ex.: https://www.exemplo.rs.gov.br').optional(),
  PAYLOAD_SECRET: z.string().min(32, 'deve ter pelo menos 32 caracteres').optional(),
  COOKIE_SECURE: z.enum(['true', 'false']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z
    .enum(['true', 'false'], 'deve ser true ou false')
    .default('true')
    .transform((v) => v === 'true'),
  BCB_SGS_URL: z.url('deve ser uma URL completa').default('https://api.bcb.gov.br/dados/serie'),
  CEP_VIACEP_URL: z.url('deve ser uma URL completa').default('https://viacep.com.br/ws'),
  CEP_BRASILAPI_URL: z.url('deve ser uma URL completa').default('https://brasilapi.com.br/api/cep/v1'),
  INDICADORES_CRON: z.string().min(9, 'deve ser uma expressão cron, ex.: 0 * * * *').default('5 * * * *'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'deve começar com smtp:// ou smtps://, ex.: smtp://usuario:senha@smtp.exemplo.gov.br:587')
    .optional(),
  EMAIL_FROM: z.string().min(3).default('Agência de Fomento <nao-responda@example.com>'),
  EMAIL_COMERCIAL: z.email('deve ser um e-mail').default('comercial@example.com'),
  ALTCHA_HMAC_KEY: z.string().min(32, 'deve ter pelo menos 32 caracteres').optional(),
  RECAPTCHA_SITE_KEY: z.string().min(10).optional(),
  RECAPTCHA_SECRET_KEY: z.string().min(10).optional(),
  RECAPTCHA_VERIFY_URL: z.url('deve ser uma URL').optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_ENDPOINT: z.url('deve ser uma URL completa, ex.: https://s3.exemplo.gov.br').optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], 'deve ser true ou false').default('false').transform((v) => v === 'true'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  METRICS_TOKEN: z.string().min(24, 'deve ter pelo menos 24 caracteres').regex(/^\S+$/, 'não pode ter espaços').optional(),
  /** Days a closed whistleblower report is kept before the daily purge deletes it (docs/security/whistleblower.md). */
  DENUNCIAS_RETENCAO_DIAS: z.coerce.number().int('deve ser um número inteiro de dias').min(30, 'deve ser de pelo menos 30 dias').max(36_500).default(1825),
  TRUSTED_PROXY_HOPS: z.coerce.number().int('deve ser um número inteiro').min(0).max(5).default(0),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'deve começar com redis:// ou rediss://, ex.: redis://127.0.0.1:6379')
    .optional(),
  /** clamd for the visitors' files: `host:porta`, `host` (with CLAMAV_PORT) or a unix socket's path; no scanning when absent. */
  CLAMAV_HOST: z
    .string()
    .regex(/^(\/\S+|[\w.-]+(:\d{1,5})?|\[[0-9a-fA-F:]+\](:\d{1,5})?)$/, 'deve ser host, host:porta ou o caminho de um socket unix, ex.: clamav:3310 ou /run/clamav/clamd.ctl')
    .optional(),
  CLAMAV_PORT: z.coerce.number().int().min(1).max(65535).default(3310),
  /** Overrides of the abuse limits (server/adaptadores/limites/regras.ts): `regra=pontos/segundos,…`; production values when absent. */
  LIMITES: z
    .string()
    .optional()
    .transform((v, ctx) => {
      try {
        return lerLimites(v)
      } catch (e) {
        ctx.addIssue({ code: 'custom', message: (e as Error).message })
        return z.NEVER
      }
    }),
  JOBS_AUTORUN: z
    .enum(['true', 'false'], 'deve ser true ou false')
    .default('true')
    .transform((v) => v === 'true'),
})

export type Env = z.output<typeof schema> & {
  dataDir: string
  databaseUrl: string
  isPostgres: boolean
  siteUrl: string
  /** Staff cookies marked Secure and HSTS sent: COOKIE_SECURE, else true in production. */
  cookieSeguro: boolean
  /** Uploaded files on an S3-compatible store (S3_BUCKET set), else on local disk under DATA_DIR. */
  s3?: ConfiguracaoS3
  /** clamd that scans the visitors' files (CLAMAV_HOST), absent when not set: no scanning. */
  clamav?: DestinoClamd
}

export interface ConfiguracaoS3 {
  bucket: string
  endpoint?: string
  regiao: string
  caminhoNoEndereco: boolean
  /** Absent: the SDK's own chain (instance role, AWS_* variables). */
  credenciais?: { accessKeyId: string; secretAccessKey: string }
}

type Lido = z.output<typeof schema>

/** The S3 settings, or undefined without S3_BUCKET; an incomplete set is an error naming what is missing. */
function lerS3(v: Lido): { s3?: ConfiguracaoS3; erros: string[] } {
  const outros = [v.S3_ENDPOINT, v.S3_ACCESS_KEY_ID, v.S3_SECRET_ACCESS_KEY].some(Boolean)
  if (!v.S3_BUCKET) return { erros: outros ? ['  - S3_BUCKET: obrigatório quando outra variável S3_* é informada'] : [] }
  if (Boolean(v.S3_ACCESS_KEY_ID) !== Boolean(v.S3_SECRET_ACCESS_KEY)) {
    return { erros: ['  - S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: informe as duas, ou nenhuma (credenciais do ambiente)'] }
  }
  const credenciais = v.S3_ACCESS_KEY_ID && v.S3_SECRET_ACCESS_KEY ? { accessKeyId: v.S3_ACCESS_KEY_ID, secretAccessKey: v.S3_SECRET_ACCESS_KEY } : undefined
  return { s3: { bucket: v.S3_BUCKET, endpoint: v.S3_ENDPOINT, regiao: v.S3_REGION, caminhoNoEndereco: v.S3_FORCE_PATH_STYLE, credenciais }, erros: [] }
}

/**
 * Validates a set of environment variables; throws one message naming every bad variable.
 * An empty variable counts as unset: compose files and service managers write `SMTP_URL=`
 * for "none" (compose.yaml's `${SMTP_URL:-}`), which must not stop the server.
 */
export function lerAmbiente(vars: Record<string, string | undefined>): Env {
  const result = schema.safeParse(Object.fromEntries(Object.entries(vars).filter(([, v]) => v !== '')))
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Configuração inválida nas variáveis de ambiente:\n${lines.join('\n')}`)
  }
  const v = result.data
  const { s3, erros } = lerS3(v)
  if (erros.length) throw new Error(`Configuração inválida nas variáveis de ambiente:\n${erros.join('\n')}`)
  // The data folder is chosen at run time, never part of the build's traced files.
  const dataDir = path.resolve(/*turbopackIgnore: true*/ process.cwd(), v.DATA_DIR)
  const databaseUrl = v.DATABASE_URL ?? `file:${path.join(dataDir, 'site.db')}`
  return {
    ...v,
    dataDir,
    databaseUrl,
    isPostgres: /^postgres(ql)?:\/\//.test(databaseUrl),
    siteUrl: v.PUBLIC_SITE_URL ?? `http://localhost:${v.PORT}`,
    cookieSeguro: v.COOKIE_SECURE ? v.COOKIE_SECURE === 'true' : vars.NODE_ENV === 'production',
    s3,
    clamav: destinoDoClamav(v.CLAMAV_HOST, v.CLAMAV_PORT),
  }
}

/** CLAMAV_HOST as an address: a path is a unix socket; a port in the host wins over CLAMAV_PORT. */
function destinoDoClamav(host: string | undefined, porta: number): DestinoClamd | undefined {
  if (!host) return undefined
  if (host.startsWith('/')) return { caminho: host }
  const m = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(host)!
  return { host: m[1]!.replace(/^\[|\]$/g, ''), porta: m[2] ? Number(m[2]) : porta }
}

let cached: Env | undefined

/** The validated configuration (parsed on first use). */
export function env(): Env {
  cached ??= lerAmbiente(process.env)
  return cached
}

/**
 * The secret that signs staff sessions: PAYLOAD_SECRET when given, otherwise a
 * random one generated on first start and kept in the data folder, so it is
 * never a constant in the code and survives restarts.
 */
export function payloadSecret(): string {
  const e = env()
  if (e.PAYLOAD_SECRET) return e.PAYLOAD_SECRET
  const file = path.join(e.dataDir, '.payload-secret')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    fs.mkdirSync(e.dataDir, { recursive: true })
    const secret = randomBytes(48).toString('base64url')
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
      return secret
    } catch (erro) {
      // Another process (the server and `npm run create-admin` starting together) wrote it first: use theirs.
      if ((erro as NodeJS.ErrnoException).code === 'EEXIST') return fs.readFileSync(file, 'utf8').trim()
      throw erro
    }
  }
}
