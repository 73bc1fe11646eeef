import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`solicitacoes_financiamento\` ADD \`protocolo\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`solicitacoes_financiamento_protocolo_idx\` ON \`solicitacoes_financiamento\` (\`protocolo\`);`)
  await db.run(sql`ALTER TABLE \`cadastros_fundos\` ADD \`protocolo\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`cadastros_fundos_protocolo_idx\` ON \`cadastros_fundos\` (\`protocolo\`);`)
  await db.run(sql`ALTER TABLE \`mensagens_contato\` ADD \`protocolo\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`mensagens_contato_protocolo_idx\` ON \`mensagens_contato\` (\`protocolo\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`solicitacoes_financiamento_protocolo_idx\`;`)
  await db.run(sql`ALTER TABLE \`solicitacoes_financiamento\` DROP COLUMN \`protocolo\`;`)
  await db.run(sql`DROP INDEX \`cadastros_fundos_protocolo_idx\`;`)
  await db.run(sql`ALTER TABLE \`cadastros_fundos\` DROP COLUMN \`protocolo\`;`)
  await db.run(sql`DROP INDEX \`mensagens_contato_protocolo_idx\`;`)
  await db.run(sql`ALTER TABLE \`mensagens_contato\` DROP COLUMN \`protocolo\`;`)
}
