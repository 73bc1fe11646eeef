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
import type { CollectionSlug, DataFromCollectionSlug, Payload, RequiredDataFromCollectionSlug } from 'payload'
import type { Role } from '@/access/roles'

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
}

/**
 * Creates a staff user holding the given roles, as the operator's create-admin
 * script does. Other fields of the users collection may be given in `extra`.
 */
export async function createStaffUser(
  roles: readonly Role[],
  extra: Record<string, unknown> = {},
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
  return { ...doc, collection: USERS, email, password }
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
  return result.token
}

/** The Authorization header Payload accepts for a JWT (REST and route handlers using payload.auth). */
export function authHeaders(token: string): Record<string, string> {
  return { Authorization: `JWT ${token}` }
}
