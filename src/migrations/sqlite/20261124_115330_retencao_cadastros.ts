import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`configuracoes_atendimento\` ADD \`retencao_cadastros_fundos\` numeric DEFAULT 60 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`configuracoes_atendimento\` DROP COLUMN \`retencao_cadastros_fundos\`;`)
}
