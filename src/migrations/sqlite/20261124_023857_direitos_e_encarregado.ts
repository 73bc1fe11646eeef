import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Hand edit: DEFAULT '' so a database whose settings row exists can take the required columns (SQLite
// refuses NOT NULL without a default, PostgreSQL refuses it on a table with rows). Until staff fill them in,
// the site shows the default officer (server/dados/configuracoes.ts).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`configuracoes_site\` ADD \`encarregado_nome\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`configuracoes_site\` ADD \`encarregado_email\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`configuracoes_site\` ADD \`encarregado_telefone\` text DEFAULT '' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`configuracoes_site\` DROP COLUMN \`encarregado_nome\`;`)
  await db.run(sql`ALTER TABLE \`configuracoes_site\` DROP COLUMN \`encarregado_email\`;`)
  await db.run(sql`ALTER TABLE \`configuracoes_site\` DROP COLUMN \`encarregado_telefone\`;`)
}
