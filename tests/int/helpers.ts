/**
 * Helpers for integration tests (Vitest project `int`). tests/int/setup.ts has
 * already pointed DATA_DIR and DATABASE_URL at a fresh database for this file.
 *
 *   const payload = await getTestPayload()
 *   const editor = await createStaffUser(['editor'])
 *   await payload.find({ collection: 'noticias', ...asUser(editor) })   // as that staff member
 *   await payload.find({ collection: 'noticias', ...anonymous })        // as a visitor
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import type { CollectionSlug, DataFromCollectionSlug, Payload, RequiredDataFromCollectionSlug } from 'payload'
import type { Role } from '@/access/roles'
import { segundoFatorObrigatorio } from '@/access/segundo-fator'
import { codigoDoPasso, PERIODO_SEGUNDOS, passoDoInstante } from '@/domain/totp'
import { confirmarInscricao, iniciarInscricao, verificarSessao } from '@/server/servicos/segundo-fator/conta'

let instance: Promise<Payload> | undefined

/** The Payload of this test file's fresh database, initialised (and migrated) once per file. */
export function getTestPayload(): Promise<Payload> {
  instance ??= (async () => {
    // Imported here, not at the top, so the config reads the environment set by setup.ts.
    const [{ getPayload }, { default: config }] = await Promise.all([
      import('payload'),
      import('@payload-config'),
    ])
    return getPayload({ config })
  })()
  return instance
}

/**
 * Empties this file's database before its Payload starts, for a file that tests what a
 * first start does to a database nothing has touched (setup.ts copies a migrated template).
 */
export async function bancoSemMigracoes(): Promise<void> {
  if (instance) throw new Error('bancoSemMigracoes: chame antes de getTestPayload()')
  const url = process.env.DATABASE_URL!
  if (url.startsWith('file:')) {
    for (const sufixo of ['', '-wal', '-shm']) fs.rmSync(`${url.slice('file:'.length)}${sufixo}`, { force: true })
    return
  }
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public')
  } finally {
    await client.end()
  }
}

/** The connection objects the two adapters keep (payload.destroy() closes neither). */
interface AdapterConnections {
  /** @payloadcms/db-postgres: a pg Pool. */
  pool?: { end(): Promise<void>; on(event: 'error', listener: (e: Error) => void): unknown }
  /** @payloadcms/db-sqlite: a libsql client. */
  client?: { close?: () => void }
}

/** Closes this file's Payload (crons, database connections); called by setup.ts after the file. */
export async function destroyTestPayload(): Promise<void> {
  if (!instance) return
  const pending = instance
  instance = undefined
  const payload = await pending.catch(() => undefined)
  if (!payload) return
  const { pool, client } = payload.db as unknown as AdapterConnections
  // As the server's stop does: a send a submission started is finished before the database closes.
  const { envioEmAndamento } = await import('@/server/adaptadores/email/caixa-de-saida')
  await envioEmAndamento()
  await payload.destroy()
  if (pool) {
    // The adapter keeps one client checked out for ever, so end() never settles: give
    // the idle ones a moment to close, and ignore the error the rest raise when setup.ts
    // drops the database (an idle client's error would otherwise be an uncaught exception).
    pool.on('error', () => {})
    await Promise.race([pool.end().catch(() => {}), new Promise((r) => setTimeout(r, 1000))])
  }
  client?.close?.()
}

const USERS = 'users' satisfies CollectionSlug

/** A staff user as stored, with the `collection` that Payload's access checks expect on req.user. */
export type StaffUser = DataFromCollectionSlug<typeof USERS> & {
  collection: typeof USERS
  email: string
  /** The plain password, for tests that log in over HTTP. */
  password: string
  /** The account's TOTP secret (base32) when it has a second factor. */
  segredoTotp?: string
}

/** The TOTP secrets of the accounts this file created, by e-mail, for `loginToken`. */
const segredos = new Map<string, string>()

/**
 * Enrols an account's second factor as its owner would (a new secret, then a
 * first code), and answers its secret. The first code is the previous step's
 * (one step of drift is accepted), leaving this step's and the next for sign-ins.
 */
export async function enrolSegundoFator(id: number | string): Promise<string> {
  const payload = await getTestPayload()
  const inscricao = await iniciarInscricao(payload, id, 'teste')
  if (!inscricao) throw new Error('a conta já tem segundo fator')
  const r = await confirmarInscricao(payload, id, undefined, codigoDoPasso(inscricao.segredo, passoDoInstante(Date.now()) - 1))
  if (!r.ok) throw new Error(`inscrição recusada: ${r.motivo}`)
  return inscricao.segredo
}

/**
 * Creates a staff user holding the given roles, as the operator's create-admin
 * script does. Other fields of the users collection may be given in `extra`.
 */
export async function createStaffUser(
  roles: readonly Role[],
  extra: Record<string, unknown> = {},
  /** Whether to enrol TOTP; by default, when the roles require it (admin, integridade). */
  { segundoFator = segundoFatorObrigatorio(roles) }: { segundoFator?: boolean } = {},
): Promise<StaffUser> {
  const payload = await getTestPayload()
  const email = `${roles.join('-') || 'semperfil'}-${randomBytes(4).toString('hex')}@teste.example`
  const password = `Senha-${randomBytes(9).toString('base64url')}`
  const data = { nome: `Servidor ${roles.join(', ') || 'sem papel'}`, email, password, roles: [...roles], ...extra }
  const doc = await payload.create({
    collection: USERS,
    // Generated collection types are stricter than this generic helper can know.
    data: data as unknown as RequiredDataFromCollectionSlug<typeof USERS>,
    overrideAccess: true,
    // Accounts are never created anonymously (Usuarios/hooks/bloquearPrimeiroCadastro),
    // except by the operator's create-admin script, which sets this flag; so does the test.
    context: { criarAdministrador: true },
  })
  if (!segundoFator) return { ...doc, collection: USERS, email, password }
  const segredoTotp = await enrolSegundoFator(doc.id)
  segredos.set(email, segredoTotp)
  return { ...doc, collection: USERS, email, password, segredoTotp }
}

/**
 * Local API options that run an operation as this user, with access control on
 * (Payload puts `user` on req.user; the default overrideAccess is true).
 */
export function asUser(user: StaffUser): { user: StaffUser; overrideAccess: false } {
  return { user, overrideAccess: false }
}

/** Local API options for an anonymous visitor: no user, access control on. */
export const anonymous = { overrideAccess: false } as const

/** Logs the user in through Payload's auth and answers the JWT, for real HTTP calls. */
export async function loginToken(user: Pick<StaffUser, 'email' | 'password'>): Promise<string> {
  const payload = await getTestPayload()
  const result = await payload.login({
    collection: USERS,
    data: { email: user.email, password: user.password },
  })
  if (!result.token) throw new Error(`login de ${user.email} não devolveu token`)
  // The second factor: this session's code, computed from the account's secret. A code is
  // accepted once per account and only ±1 step from the clock, and a test may sign one account
  // in many times within 30 s; so the code is the first step after the last one used, answered
  // as at that step's instant (the service takes the time as an argument; the HTTP route uses
  // the real clock, tests/int/segundo-fator.int.test.ts).
  const segredo = segredos.get(user.email)
  if (segredo) {
    const sid = (JSON.parse(Buffer.from(result.token.split('.')[1] ?? '', 'base64url').toString()) as { sid?: unknown }).sid
    const id = result.user?.id
    if (typeof sid !== 'string' || id === undefined) throw new Error('token sem sessão')
    const conta = await payload.db.findOne<{ id: number | string; segundoFator?: { ultimoPasso?: number | null } }>({ collection: USERS, where: { id: { equals: id } } })
    const passo = Math.max(passoDoInstante(Date.now()), (conta?.segundoFator?.ultimoPasso ?? 0) + 1)
    const r = await verificarSessao(payload, id, sid, codigoDoPasso(segredo, passo), passo * PERIODO_SEGUNDOS * 1000)
    if (!r.ok) throw new Error(`código de verificação de ${user.email} recusado: ${r.motivo}`)
  }
  return result.token
}

/** The Authorization header Payload accepts for a JWT (REST and route handlers using payload.auth). */
export function authHeaders(token: string): Record<string, string> {
  return { Authorization: `JWT ${token}` }
}
