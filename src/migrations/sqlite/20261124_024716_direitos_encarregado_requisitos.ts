import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Hand edit: DEFAULT '' so a database whose settings row exists can take the required officer columns
// (SQLite refuses NOT NULL without a default, PostgreSQL refuses it on a table with rows). Until staff fill
// them in, the site shows the default officer (server/dados/configuracoes.ts).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`configuracoes_site_requisitos_proposta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`texto\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`configuracoes_site\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`configuracoes_site_requisitos_proposta_order_idx\` ON \`configuracoes_site_requisitos_proposta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`configuracoes_site_requisitos_proposta_parent_id_idx\` ON \`configuracoes_site_requisitos_proposta\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`configuracoes_site\` ADD \`encarregado_nome\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`configuracoes_site\` ADD \`encarregado_email\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`configuracoes_site\` ADD \`encarregado_telefone\` text DEFAULT '' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`configuracoes_site_requisitos_proposta\`;`)
  await db.run(sql`ALTER TABLE \`configuracoes_site\` DROP COLUMN \`encarregado_nome\`;`)
  await db.run(sql`ALTER TABLE \`configuracoes_site\` DROP COLUMN \`encarregado_email\`;`)
  await db.run(sql`ALTER TABLE \`configuracoes_site\` DROP COLUMN \`encarregado_telefone\`;`)
}
