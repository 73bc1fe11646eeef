import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'

/**
 * A second production server for a test that must break the database (say, to
 * see a page fail and then recover), without touching the server every other
 * test uses: same build, its own copy of the run's data folder and database.
 */
export interface ServidorAvulso {
  url: string
  /** Runs SQL on this server's database, as an operator (or a failure) would. */
  sql: (comando: string) => void
  parar: () => Promise<void>
}

export async function servidorAvulso(porta: number): Promise<ServidorAvulso> {
  const origem = process.env.E2E_DATA_DIR
  if (!origem) throw new Error('E2E_DATA_DIR não definido (playwright.config.ts o define)')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-avulso-'))
  // Uploads and the secret as they are; the database through SQLite itself, so
  // what the running server still holds in its WAL is in the copy.
  fs.cpSync(origem, dir, { recursive: true, filter: (f) => !path.basename(f).startsWith('site.db') })
  const banco = path.join(dir, 'site.db')
  const fonte = new DatabaseSync(path.join(origem, 'site.db'))
  try {
    fonte.exec(`VACUUM INTO '${banco.replaceAll("'", "''")}'`)
  } finally {
    fonte.close()
  }

  const url = `http://127.0.0.1:${porta}`
  const processo = spawn('npx', ['tsx', 'scripts/start.ts'], {
    env: { ...process.env, PORT: String(porta), DATA_DIR: dir, DATABASE_URL: `file:${banco}`, PUBLIC_SITE_URL: url, JOBS_AUTORUN: 'false' },
    stdio: 'ignore',
    detached: true,
  })
  const parar = async () => {
    if (processo.pid && processo.exitCode === null) {
      process.kill(-processo.pid, 'SIGTERM')
      await new Promise((resolve) => processo.once('exit', resolve))
    }
    fs.rmSync(dir, { recursive: true, force: true })
  }

  const limite = Date.now() + 90_000
  for (;;) {
    try {
      if ((await fetch(`${url}/home`)).ok) break
    } catch {
      // Not listening yet.
    }
    if (processo.exitCode !== null || Date.now() > limite) {
      await parar()
      throw new Error(`o servidor avulso na porta ${porta} não respondeu`)
    }
    await new Promise((r) => setTimeout(r, 500))
  }

  const db = new DatabaseSync(banco)
  return {
    url,
    sql: (comando) => db.exec(comando),
    parar: async () => {
      db.close()
      await parar()
    },
  }
}
