/**
 * `npm run migrate:create -- nome`: writes a migration for SQLite and one for
 * PostgreSQL from the current collections. No database is needed: Payload
 * diffs the schema against the last committed snapshot of each folder.
 */
import { spawnSync } from 'node:child_process'

const nome = process.argv[2] ?? 'alteracao'
const alvos: Record<string, string> = {
  sqlite: 'file:./data/migrate-create.db',
  postgres: 'postgres://nao-usado@127.0.0.1:1/nao_usado',
}

for (const [banco, url] of Object.entries(alvos)) {
  console.log(`\n== ${banco} ==`)
  const r = spawnSync('npx', ['payload', 'migrate:create', nome, '--skip-empty'], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: url, SEED_DEMO: 'false', JOBS_AUTORUN: 'false' },
  })
  if (r.status !== 0) process.exit(r.status ?? 1)
}
