/**
 * Runs before each integration test file, after tests/int/isolamento.ts has given it a
 * fresh start in its worker's process, and before the file imports anything: points the
 * app at a fresh database (a copy of the migrated template of tests/int/modelo.ts: no
 * rows but the required content) and data folder, so no test sees another's rows and
 * none touches the developer's data/.
 *
 * - SQLite (default): DATA_DIR=<tmp>, DATABASE_URL=file:<tmp>/test.db (the template's file copied)
 * - PostgreSQL, when TEST_DATABASE_URL is set (a server where the user may
 *   CREATE DATABASE): a new database t_<random> TEMPLATE the migrated one, dropped after the file.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, inject } from 'vitest'
import { destroyTestPayload } from './helpers'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'int-'))
process.env.DATA_DIR = dataDir
// A run of the suite never reads a secret or a database URL from the developer's shell.
delete process.env.PAYLOAD_SECRET
process.env.LOG_LEVEL ??= 'warn'
// An empty database, not the demo content that `npm start` loads; a test that
// wants the demo products seeds them itself (or the run sets SEED_DEMO=true).
process.env.SEED_DEMO ??= 'false'
// Route handlers called straight (no HTTP server) all share one client key, so a file that sends
// dozens of forms would hit the production limits; the lookup, login and search limits stay real
// (their tests count on them), and tests/int/limites.int.test.ts runs every rule at production values.
process.env.LIMITES ??= 'formulario=100000/600,anexo=100000/600,avisoComercial=100000/3600'
// Jobs run when a test calls them, never on a timer in the middle of another test.
process.env.JOBS_AUTORUN = 'false'

const adminUrl = process.env.TEST_DATABASE_URL
// The migrated template of tests/int/modelo.ts (absent when a file runs outside the project's global setup).
const modelo = inject('modeloDoBanco') ?? {}
let dropDatabase: (() => Promise<void>) | undefined

if (adminUrl) {
  if (!/^postgres(ql)?:\/\//.test(adminUrl)) {
    throw new Error('TEST_DATABASE_URL deve ser uma URL postgres://usuario:senha@host:porta/banco')
  }
  const { default: pg } = await import('pg')
  const name = `t_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await criarDoModelo(admin, name, modelo.postgres)
  } finally {
    await admin.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  process.env.DATABASE_URL = url.toString()
  dropDatabase = async () => {
    const client = new pg.Client({ connectionString: adminUrl })
    await client.connect()
    try {
      // FORCE: a pool connection left open by a failed test must not keep the database alive.
      // An autovacuum worker in it (after many updates) belongs to another role, which FORCE may not
      // end (42501): it finishes on its own within moments, so try again.
      for (let tentativa = 1; ; tentativa++) {
        try {
          await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
          break
        } catch (erro) {
          if ((erro as { code?: string }).code !== '42501' || tentativa >= 20) throw erro
          await new Promise((r) => setTimeout(r, 250))
        }
      }
    } finally {
      await client.end()
    }
  }
} else {
  const arquivo = path.join(dataDir, 'test.db')
  if (modelo.sqlite) fs.copyFileSync(modelo.sqlite, arquivo)
  process.env.DATABASE_URL = `file:${arquivo}`
}

/**
 * A copy of the migrated template. Two files may copy it at once; PostgreSQL refuses
 * (55006) only while a session is connected to the template, so that is tried again.
 */
async function criarDoModelo(admin: { query(sql: string): Promise<unknown> }, nome: string, modeloPg: string | undefined) {
  for (let tentativa = 1; ; tentativa++) {
    try {
      await admin.query(modeloPg ? `CREATE DATABASE "${nome}" TEMPLATE "${modeloPg}"` : `CREATE DATABASE "${nome}"`)
      return
    } catch (erro) {
      if ((erro as { code?: string }).code !== '55006' || tentativa >= 40) throw erro
      await new Promise((r) => setTimeout(r, 250))
    }
  }
}

// Registered first, so it runs last (hooks unwind as a stack): after the file's own afterAll.
afterAll(async () => {
  await destroyTestPayload()
  await dropDatabase?.()
  fs.rmSync(dataDir, { recursive: true, force: true })
})
