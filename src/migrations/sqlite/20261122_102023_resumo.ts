import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`produtos\` ADD \`resumo\` text;`)
  await db.run(sql`ALTER TABLE \`_produtos_v\` ADD \`version_resumo\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`produtos\` DROP COLUMN \`resumo\`;`)
  await db.run(sql`ALTER TABLE \`_produtos_v\` DROP COLUMN \`version_resumo\`;`)
}
