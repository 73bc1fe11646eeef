import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`linhas_credito_segmentos\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`linhas_credito\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`linhas_credito_segmentos_order_idx\` ON \`linhas_credito_segmentos\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`linhas_credito_segmentos_parent_idx\` ON \`linhas_credito_segmentos\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`linhas_credito_objetivos\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`linhas_credito\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`linhas_credito_objetivos_order_idx\` ON \`linhas_credito_objetivos\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`linhas_credito_objetivos_parent_idx\` ON \`linhas_credito_objetivos\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`linhas_credito\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`produto\` text NOT NULL,
  	\`faturamento_minimo\` numeric NOT NULL,
  	\`faturamento_maximo\` numeric NOT NULL,
  	\`valor_minimo\` numeric NOT NULL,
  	\`valor_maximo\` numeric NOT NULL,
  	\`taxa_mensal\` numeric NOT NULL,
  	\`prazo_meses\` numeric NOT NULL,
  	\`carencia_meses\` numeric NOT NULL,
  	\`sistema\` text DEFAULT 'SAC' NOT NULL,
  	\`juros_na_carencia\` text DEFAULT 'pagos' NOT NULL,
  	\`ativa\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`linhas_credito_updated_at_idx\` ON \`linhas_credito\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`linhas_credito_created_at_idx\` ON \`linhas_credito\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`simulacoes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`situacao\` text DEFAULT 'nova' NOT NULL,
  	\`resultado\` text NOT NULL,
  	\`razao_social\` text NOT NULL,
  	\`cnpj\` text NOT NULL,
  	\`email_solicitante\` text NOT NULL,
  	\`telefone_solicitante\` text NOT NULL,
  	\`cidade\` text NOT NULL,
  	\`uf\` text NOT NULL,
  	\`segmentacao\` text NOT NULL,
  	\`objetivo_financiamento\` text NOT NULL,
  	\`faturamento\` numeric NOT NULL,
  	\`valor_financiamento\` numeric NOT NULL,
  	\`acima_de300k\` integer,
  	\`linha_id\` integer,
  	\`resposta\` text,
  	\`chave_idempotencia\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`linha_id\`) REFERENCES \`linhas_credito\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`simulacoes_cnpj_idx\` ON \`simulacoes\` (\`cnpj\`);`)
  await db.run(sql`CREATE INDEX \`simulacoes_linha_idx\` ON \`simulacoes\` (\`linha_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`simulacoes_chave_idempotencia_idx\` ON \`simulacoes\` (\`chave_idempotencia\`);`)
  await db.run(sql`CREATE INDEX \`simulacoes_updated_at_idx\` ON \`simulacoes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`simulacoes_created_at_idx\` ON \`simulacoes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`solicitacoes_financiamento\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`situacao\` text DEFAULT 'nova' NOT NULL,
  	\`produto_id\` integer NOT NULL,
  	\`nome\` text NOT NULL,
  	\`cpf_cnpj\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`telefone\` text NOT NULL,
  	\`municipio\` text NOT NULL,
  	\`valor\` numeric NOT NULL,
  	\`motivo\` text NOT NULL,
  	\`chave_idempotencia\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`produto_id\`) REFERENCES \`produtos\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`solicitacoes_financiamento_produto_idx\` ON \`solicitacoes_financiamento\` (\`produto_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`solicitacoes_financiamento_chave_idempotencia_idx\` ON \`solicitacoes_financiamento\` (\`chave_idempotencia\`);`)
  await db.run(sql`CREATE INDEX \`solicitacoes_financiamento_updated_at_idx\` ON \`solicitacoes_financiamento\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`solicitacoes_financiamento_created_at_idx\` ON \`solicitacoes_financiamento\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`mensagens\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`situacao\` text DEFAULT 'pendente' NOT NULL,
  	\`para\` text NOT NULL,
  	\`responder_para\` text,
  	\`assunto\` text NOT NULL,
  	\`texto\` text NOT NULL,
  	\`papel\` text NOT NULL,
  	\`origem\` text,
  	\`tentativas\` numeric DEFAULT 0,
  	\`proxima_tentativa_em\` text,
  	\`ultimo_erro\` text,
  	\`enviada_em\` text,
  	\`id_mensagem\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`mensagens_situacao_idx\` ON \`mensagens\` (\`situacao\`);`)
  await db.run(sql`CREATE INDEX \`mensagens_proxima_tentativa_em_idx\` ON \`mensagens\` (\`proxima_tentativa_em\`);`)
  await db.run(sql`CREATE INDEX \`mensagens_updated_at_idx\` ON \`mensagens\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`mensagens_created_at_idx\` ON \`mensagens\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`captchas_usados\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`assinatura\` text NOT NULL,
  	\`expira_em\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`captchas_usados_assinatura_idx\` ON \`captchas_usados\` (\`assinatura\`);`)
  await db.run(sql`CREATE INDEX \`captchas_usados_expira_em_idx\` ON \`captchas_usados\` (\`expira_em\`);`)
  await db.run(sql`CREATE INDEX \`captchas_usados_updated_at_idx\` ON \`captchas_usados\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`captchas_usados_created_at_idx\` ON \`captchas_usados\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`linhas_credito_id\` integer REFERENCES linhas_credito(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`simulacoes_id\` integer REFERENCES simulacoes(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`solicitacoes_financiamento_id\` integer REFERENCES solicitacoes_financiamento(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`mensagens_id\` integer REFERENCES mensagens(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`captchas_usados_id\` integer REFERENCES captchas_usados(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_linhas_credito_id_idx\` ON \`payload_locked_documents_rels\` (\`linhas_credito_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_simulacoes_id_idx\` ON \`payload_locked_documents_rels\` (\`simulacoes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_solicitacoes_financiamento_idx\` ON \`payload_locked_documents_rels\` (\`solicitacoes_financiamento_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mensagens_id_idx\` ON \`payload_locked_documents_rels\` (\`mensagens_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_captchas_usados_id_idx\` ON \`payload_locked_documents_rels\` (\`captchas_usados_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`linhas_credito_segmentos\`;`)
  await db.run(sql`DROP TABLE \`linhas_credito_objetivos\`;`)
  await db.run(sql`DROP TABLE \`linhas_credito\`;`)
  await db.run(sql`DROP TABLE \`simulacoes\`;`)
  await db.run(sql`DROP TABLE \`solicitacoes_financiamento\`;`)
  await db.run(sql`DROP TABLE \`mensagens\`;`)
  await db.run(sql`DROP TABLE \`captchas_usados\`;`)
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`imagens_id\`) REFERENCES \`imagens\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`produtos_id\`) REFERENCES \`produtos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`noticias_id\`) REFERENCES \`noticias\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`banners_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`indicadores_id\`) REFERENCES \`indicadores\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "imagens_id", "produtos_id", "noticias_id", "banners_id", "indicadores_id") SELECT "id", "order", "parent_id", "path", "users_id", "imagens_id", "produtos_id", "noticias_id", "banners_id", "indicadores_id" FROM \`payload_locked_documents_rels\`;`)
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
}
