/**
 * `npm run backup [-- --destino PASTA]`: one dated archive (.tar.gz) with an online copy of the SQLite
 * database and every file under DATA_DIR, written to PASTA (default: ./backups). The site may keep
 * running. On PostgreSQL, use pg_dump and the object store's versioning (README, "Backups").
 */
import { parseArgs } from 'node:util'

import { criarBackup } from '../src/server/adaptadores/backup/copia'
import { env } from '../src/server/plataforma/env'

const { values } = parseArgs({ options: { destino: { type: 'string', default: 'backups' } } })

try {
  const e = env()
  if (e.isPostgres) {
    console.error('DATABASE_URL aponta para o PostgreSQL: use pg_dump para o banco (veja "Backups" no README).')
    process.exit(2)
  }
  const inicio = Date.now()
  const { arquivo, arquivos } = await criarBackup({ dataDir: e.dataDir, arquivoBanco: e.databaseUrl.replace(/^file:/, ''), destino: values.destino })
  console.log(`Backup gravado: ${arquivo} (banco + ${arquivos} arquivo(s), ${((Date.now() - inicio) / 1000).toFixed(1)} s)`)
} catch (erro) {
  console.error((erro as Error).message)
  process.exit(1)
}
