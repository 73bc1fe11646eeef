/**
 * Global setup of the `int` project: migrates ONE database before the files run, the
 * template every file's fresh database is copied from (tests/int/setup.ts), so the
 * ~70 files do not each replay every migration and the required content. A file that
 * must start from an empty, unmigrated database says so (`bancoSemMigracoes` in helpers.ts).
 *
 * - SQLite: a migrated file in a temporary folder, copied per test file.
 * - PostgreSQL (TEST_DATABASE_URL): a database `t_modelo_<random>`, the TEMPLATE of each
 *   file's `CREATE DATABASE` (a file copy inside the server).
 *
 * Built the way a server's first start builds it (getPayload: migrations, then the
 * required content), with the demo off, as every test file starts.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated SQLite file, or the name of a migrated PostgreSQL database, to copy. */
    modeloDoBanco: { sqlite?: string; postgres?: string }
  }
}

const VARIAVEIS = ['DATA_DIR', 'DATABASE_URL', 'PAYLOAD_SECRET', 'SEED_DEMO', 'JOBS_AUTORUN', 'LOG_LEVEL'] as const

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const antes = Object.fromEntries(VARIAVEIS.map((v) => [v, process.env[v]]))
  const pasta = fs.mkdtempSync(path.join(os.tmpdir(), 'int-modelo-'))
  const adminUrl = process.env.TEST_DATABASE_URL
  const nome = `t_modelo_${randomBytes(6).toString('hex')}`
  const { default: pg } = adminUrl ? await import('pg') : { default: undefined }
  const sqlAdmin = async (sql: string) => {
    const c = new pg!.Client({ connectionString: adminUrl })
    await c.connect()
    try {
      await c.query(sql)
    } finally {
      await c.end()
    }
  }

  process.env.DATA_DIR = pasta
  delete process.env.PAYLOAD_SECRET
  process.env.SEED_DEMO = 'false'
  process.env.JOBS_AUTORUN = 'false'
  // Its start's advice (no administrator yet) is for an operator, not for a test run.
  process.env.LOG_LEVEL = 'error'
  if (adminUrl) {
    await sqlAdmin(`CREATE DATABASE "${nome}"`)
    const url = new URL(adminUrl)
    url.pathname = `/${nome}`
    process.env.DATABASE_URL = url.toString()
  } else {
    process.env.DATABASE_URL = `file:${path.join(pasta, 'modelo.db')}`
  }

  const { destroyTestPayload, getTestPayload } = await import('./helpers')
  const payload = await getTestPayload()
  if (!adminUrl) {
    // Everything in the main file, so one copy of it is the whole database.
    await (payload.db as unknown as { client: { execute(sql: string): Promise<unknown> } }).client.execute('PRAGMA wal_checkpoint(TRUNCATE)')
  }
  await destroyTestPayload()
  // The adapter keeps one connection checked out for ever, and a template with a session open
  // cannot be copied: end this process's sessions on it.
  if (adminUrl) await sqlAdmin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${nome}' AND pid <> pg_backend_pid()`)
  for (const v of VARIAVEIS) {
    if (antes[v] === undefined) delete process.env[v]
    else process.env[v] = antes[v]
  }

  project.provide('modeloDoBanco', adminUrl ? { postgres: nome } : { sqlite: path.join(pasta, 'modelo.db') })

  return async () => {
    if (adminUrl) await sqlAdmin(`DROP DATABASE IF EXISTS "${nome}" WITH (FORCE)`)
    fs.rmSync(pasta, { recursive: true, force: true })
  }
}
