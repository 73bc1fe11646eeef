import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`segundo_fator_ativo\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`segundo_fator_segredo\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`segundo_fator_segredo_novo\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`segundo_fator_ultimo_passo\` numeric;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`segundo_fator_sessoes\` text;`)
  await db.run(sql`ALTER TABLE \`configuracoes_atendimento\` ADD \`retencao_cadastros_fundos\` numeric DEFAULT 120 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`segundo_fator_ativo\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`segundo_fator_segredo\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`segundo_fator_segredo_novo\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`segundo_fator_ultimo_passo\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`segundo_fator_sessoes\`;`)
  await db.run(sql`ALTER TABLE \`configuracoes_atendimento\` DROP COLUMN \`retencao_cadastros_fundos\`;`)
}
