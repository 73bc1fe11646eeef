import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`linhas_credito_tarifas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`nome\` text NOT NULL,
  	\`tipo\` text DEFAULT 'valor' NOT NULL,
  	\`valor\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`linhas_credito\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`linhas_credito_tarifas_order_idx\` ON \`linhas_credito_tarifas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`linhas_credito_tarifas_parent_id_idx\` ON \`linhas_credito_tarifas\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`configuracoes_site\` ADD \`telefone_ouvidoria\` text;`)
  await db.run(sql`ALTER TABLE \`configuracoes_site\` ADD \`iof_aliquota_diaria\` numeric DEFAULT 0.0041 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`configuracoes_site\` ADD \`iof_aliquota_adicional\` numeric DEFAULT 0.38 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`linhas_credito_tarifas\`;`)
  await db.run(sql`ALTER TABLE \`configuracoes_site\` DROP COLUMN \`telefone_ouvidoria\`;`)
  await db.run(sql`ALTER TABLE \`configuracoes_site\` DROP COLUMN \`iof_aliquota_diaria\`;`)
  await db.run(sql`ALTER TABLE \`configuracoes_site\` DROP COLUMN \`iof_aliquota_adicional\`;`)
}
