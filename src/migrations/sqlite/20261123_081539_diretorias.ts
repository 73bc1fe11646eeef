import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`diretorias_areas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`nome\` text NOT NULL,
  	\`responsavel\` text NOT NULL,
  	\`telefone\` text,
  	\`email\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`diretorias\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`diretorias_areas_order_idx\` ON \`diretorias_areas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`diretorias_areas_parent_id_idx\` ON \`diretorias_areas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`diretorias\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`nome\` text NOT NULL,
  	\`responsavel\` text NOT NULL,
  	\`telefone\` text,
  	\`email\` text,
  	\`ordem\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`diretorias_updated_at_idx\` ON \`diretorias\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`diretorias_created_at_idx\` ON \`diretorias\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`diretorias_id\` integer REFERENCES diretorias(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_diretorias_id_idx\` ON \`payload_locked_documents_rels\` (\`diretorias_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`diretorias_areas\`;`)
  await db.run(sql`DROP TABLE \`diretorias\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`imagens_id\` integer,
  	\`produtos_id\` integer,
  	\`noticias_id\` integer,
  	\`banners_id\` integer,
  	\`indicadores_id\` integer,
  	\`linhas_credito_id\` integer,
  	\`simulacoes_id\` integer,
  	\`solicitacoes_financiamento_id\` integer,
  	\`mensagens_id\` integer,
  	\`captchas_usados_id\` integer,
  	\`fundos_id\` integer,
  	\`casos_sucesso_id\` integer,
  	\`contadores_acesso_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`imagens_id\`) REFERENCES \`imagens\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`produtos_id\`) REFERENCES \`produtos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`noticias_id\`) REFERENCES \`noticias\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`banners_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`indicadores_id\`) REFERENCES \`indicadores\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`linhas_credito_id\`) REFERENCES \`linhas_credito\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`simulacoes_id\`) REFERENCES \`simulacoes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`solicitacoes_financiamento_id\`) REFERENCES \`solicitacoes_financiamento\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mensagens_id\`) REFERENCES \`mensagens\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`captchas_usados_id\`) REFERENCES \`captchas_usados\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`fundos_id\`) REFERENCES \`fundos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`casos_sucesso_id\`) REFERENCES \`casos_sucesso\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contadores_acesso_id\`) REFERENCES \`contadores_acesso\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "imagens_id", "produtos_id", "noticias_id", "banners_id", "indicadores_id", "linhas_credito_id", "simulacoes_id", "solicitacoes_financiamento_id", "mensagens_id", "captchas_usados_id", "fundos_id", "casos_sucesso_id", "contadores_acesso_id") SELECT "id", "order", "parent_id", "path", "users_id", "imagens_id", "produtos_id", "noticias_id", "banners_id", "indicadores_id", "linhas_credito_id", "simulacoes_id", "solicitacoes_financiamento_id", "mensagens_id", "captchas_usados_id", "fundos_id", "casos_sucesso_id", "contadores_acesso_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_imagens_id_idx\` ON \`payload_locked_documents_rels\` (\`imagens_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_produtos_id_idx\` ON \`payload_locked_documents_rels\` (\`produtos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_noticias_id_idx\` ON \`payload_locked_documents_rels\` (\`noticias_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_banners_id_idx\` ON \`payload_locked_documents_rels\` (\`banners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_indicadores_id_idx\` ON \`payload_locked_documents_rels\` (\`indicadores_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_linhas_credito_id_idx\` ON \`payload_locked_documents_rels\` (\`linhas_credito_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_simulacoes_id_idx\` ON \`payload_locked_documents_rels\` (\`simulacoes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_solicitacoes_financiamento_idx\` ON \`payload_locked_documents_rels\` (\`solicitacoes_financiamento_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mensagens_id_idx\` ON \`payload_locked_documents_rels\` (\`mensagens_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_captchas_usados_id_idx\` ON \`payload_locked_documents_rels\` (\`captchas_usados_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_fundos_id_idx\` ON \`payload_locked_documents_rels\` (\`fundos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_casos_sucesso_id_idx\` ON \`payload_locked_documents_rels\` (\`casos_sucesso_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contadores_acesso_id_idx\` ON \`payload_locked_documents_rels\` (\`contadores_acesso_id\`);`)
}
