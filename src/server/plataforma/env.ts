import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

/** The environment as the process got it (process.env, or a test's own set). */
export type Variaveis = Record<string, string | undefined>

/** Bad settings: one line per bad variable (`  - NOME: motivo`), under one heading. */
export class AmbienteInvalido extends Error {
  constructor(readonly linhas: string[]) {
    super(`Configuração inválida nas variáveis de ambiente:\n${linhas.join('\n')}`)
    this.name = 'AmbienteInvalido'
  }
}

/**
 * One subsystem's variables: the platform's below, each adapter's beside it (`ambiente.ts`).
 * `ler` validates a set and throws AmbienteInvalido naming every bad variable of the slice;
 * `atual` is the slice read from process.env on first use. src/ambiente.ts checks every
 * slice together at start, so a bad value stops the server before its first request.
 */
export interface FatiaDoAmbiente<T> {
  /** The variables it reads, as README's Configuration table names them. */
  variaveis: readonly string[]
  ler: (vars: Variaveis) => T
  atual: () => T
}

/**
 * A slice from its zod shape and what it derives from the values read. An empty variable counts
 * as unset: compose files and service managers write `SMTP_URL=` for "none" (compose.yaml's
 * `${SMTP_URL:-}`), which must not stop the server. `derivar` may throw AmbienteInvalido for a
 * rule between variables (S3's "both or neither").
 */
export function fatiaDoAmbiente<S extends z.ZodRawShape, T = z.output<z.ZodObject<S>>>(
  forma: S,
  derivar: (lido: z.output<z.ZodObject<S>>, vars: Variaveis) => T = (lido) => lido as T,
): FatiaDoAmbiente<T> {
  const schema = z.object(forma)
  const ler = (vars: Variaveis): T => {
    const result = schema.safeParse(Object.fromEntries(Object.entries(vars).filter(([, v]) => v !== '')))
    if (!result.success) throw new AmbienteInvalido(result.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`))
    return derivar(result.data, vars)
  }
  let lido: { valor: T } | undefined
  return { variaveis: Object.keys(forma), ler, atual: () => (lido ??= { valor: ler(process.env) }).valor }
}

/** Reads every slice of `vars`; throws one AmbienteInvalido naming every bad variable of them all. */
export function verificarAmbiente(fatias: readonly FatiaDoAmbiente<unknown>[], vars: Variaveis): void {
  const linhas = fatias.flatMap((f) => {
    try {
      f.ler(vars)
      return []
    } catch (e) {
      if (e instanceof AmbienteInvalido) return e.linhas
      throw e
    }
  })
  if (linhas.length) throw new AmbienteInvalido(linhas)
}

/**
 * The platform's settings: the process, its database, its address and secret, its log.
 * A bad value stops the server with a message naming the variable, instead of failing later in a request.
 */
const forma = {
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
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
}

export type Env = z.output<z.ZodObject<typeof forma>> & {
  dataDir: string
  databaseUrl: string
  isPostgres: boolean
  siteUrl: string
  /** Staff cookies marked Secure and HSTS sent: COOKIE_SECURE, else true in production. */
  cookieSeguro: boolean
}

export const ambienteDaPlataforma = fatiaDoAmbiente(forma, (v, vars): Env => {
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
  }
})

/** Validates the platform's variables in a set; throws one message naming every bad one. */
export const lerAmbiente = (vars: Variaveis): Env => ambienteDaPlataforma.ler(vars)

/** The platform's validated settings (parsed on first use). */
export const env = (): Env => ambienteDaPlataforma.atual()

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
