/**
 * `npm run restore -- ARQUIVO [--substituir]`: puts a backup of `npm run backup` back, with the server
 * stopped. Without --substituir it only restores into an empty DATA_DIR; with it, the current data is
 * moved aside to DATA_DIR/.anterior-<date>/ (never deleted). Migrations newer than the backup are
 * applied by the next `npm start`.
 */
import { parseArgs } from 'node:util'

import { restaurarBackup } from '../src/server/adaptadores/backup/restauracao'
import { env } from '../src/server/plataforma/env'

const { values, positionals } = parseArgs({ options: { substituir: { type: 'boolean', default: false } }, allowPositionals: true })

try {
  const e = env()
  if (e.isPostgres) {
    console.error('DATABASE_URL aponta para o PostgreSQL: restaure o banco com pg_restore (veja "Backups" no README).')
    process.exit(2)
  }
  const arquivo = positionals[0]
  if (!arquivo || positionals.length > 1) {
    console.error('Uso: npm run restore -- ARQUIVO.tar.gz [--substituir]')
    process.exit(2)
  }
  const r = await restaurarBackup({ arquivo, dataDir: e.dataDir, arquivoBanco: e.databaseUrl.replace(/^file:/, ''), substituir: values.substituir })
  console.log(`Restaurado: banco + ${r.arquivos} arquivo(s) em ${e.dataDir}.${r.anterior ? ` Os dados anteriores estão em ${r.anterior}.` : ''}`)
} catch (erro) {
  console.error((erro as Error).message)
  process.exit(1)
}
