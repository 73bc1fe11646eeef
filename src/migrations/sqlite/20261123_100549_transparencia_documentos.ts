import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`tipos_publicacao\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`titulo\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`tipos_publicacao_updated_at_idx\` ON \`tipos_publicacao\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tipos_publicacao_created_at_idx\` ON \`tipos_publicacao\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`itens_menu\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`titulo\` text NOT NULL,
  	\`menu_pai_id\` integer,
  	\`status\` text DEFAULT 'RSC' NOT NULL,
  	\`ordem\` numeric DEFAULT 0 NOT NULL,
  	\`formato\` text DEFAULT 'TEXTO' NOT NULL,
  	\`conteudo\` text,
  	\`tipo_publicacao_id\` integer,
  	\`link\` text,
  	\`complemento\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`menu_pai_id\`) REFERENCES \`itens_menu\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`tipo_publicacao_id\`) REFERENCES \`tipos_publicacao\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`itens_menu_menu_pai_idx\` ON \`itens_menu\` (\`menu_pai_id\`);`)
  await db.run(sql`CREATE INDEX \`itens_menu_tipo_publicacao_idx\` ON \`itens_menu\` (\`tipo_publicacao_id\`);`)
  await db.run(sql`CREATE INDEX \`itens_menu_updated_at_idx\` ON \`itens_menu\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`itens_menu_created_at_idx\` ON \`itens_menu\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`publicacoes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tipo_publicacao_id\` integer,
  	\`titulo_publicacao\` text,
  	\`subtitulo_publicacao\` text,
  	\`descricao_publicacao\` text,
  	\`data_publicacao\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	FOREIGN KEY (\`tipo_publicacao_id\`) REFERENCES \`tipos_publicacao\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`publicacoes_tipo_publicacao_idx\` ON \`publicacoes\` (\`tipo_publicacao_id\`);`)
  await db.run(sql`CREATE INDEX \`publicacoes_data_publicacao_idx\` ON \`publicacoes\` (\`data_publicacao\`);`)
  await db.run(sql`CREATE INDEX \`publicacoes_updated_at_idx\` ON \`publicacoes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`publicacoes_created_at_idx\` ON \`publicacoes\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`publicacoes__status_idx\` ON \`publicacoes\` (\`_status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`publicacoes_filename_idx\` ON \`publicacoes\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`_publicacoes_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_tipo_publicacao_id\` integer,
  	\`version_titulo_publicacao\` text,
  	\`version_subtitulo_publicacao\` text,
  	\`version_descricao_publicacao\` text,
  	\`version_data_publicacao\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_url\` text,
  	\`version_thumbnail_u_r_l\` text,
  	\`version_filename\` text,
  	\`version_mime_type\` text,
  	\`version_filesize\` numeric,
  	\`version_width\` numeric,
  	\`version_height\` numeric,
  	\`version_focal_x\` numeric,
  	\`version_focal_y\` numeric,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`publicacoes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_tipo_publicacao_id\`) REFERENCES \`tipos_publicacao\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_publicacoes_v_parent_idx\` ON \`_publicacoes_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_publicacoes_v_version_version_tipo_publicacao_idx\` ON \`_publicacoes_v\` (\`version_tipo_publicacao_id\`);`)
  await db.run(sql`CREATE INDEX \`_publicacoes_v_version_version_data_publicacao_idx\` ON \`_publicacoes_v\` (\`version_data_publicacao\`);`)
  await db.run(sql`CREATE INDEX \`_publicacoes_v_version_version_updated_at_idx\` ON \`_publicacoes_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_publicacoes_v_version_version_created_at_idx\` ON \`_publicacoes_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_publicacoes_v_version_version__status_idx\` ON \`_publicacoes_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_publicacoes_v_version_version_filename_idx\` ON \`_publicacoes_v\` (\`version_filename\`);`)
  await db.run(sql`CREATE INDEX \`_publicacoes_v_created_at_idx\` ON \`_publicacoes_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_publicacoes_v_updated_at_idx\` ON \`_publicacoes_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_publicacoes_v_latest_idx\` ON \`_publicacoes_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`arquivos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`titulo\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`arquivos_updated_at_idx\` ON \`arquivos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`arquivos_created_at_idx\` ON \`arquivos\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`arquivos_filename_idx\` ON \`arquivos\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`paginas_documentos_secoes_documentos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`titulo\` text NOT NULL,
  	\`arquivo_id\` integer,
  	\`link\` text,
  	FOREIGN KEY (\`arquivo_id\`) REFERENCES \`arquivos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`paginas_documentos_secoes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`paginas_documentos_secoes_documentos_order_idx\` ON \`paginas_documentos_secoes_documentos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`paginas_documentos_secoes_documentos_parent_id_idx\` ON \`paginas_documentos_secoes_documentos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`paginas_documentos_secoes_documentos_arquivo_idx\` ON \`paginas_documentos_secoes_documentos\` (\`arquivo_id\`);`)
  await db.run(sql`CREATE TABLE \`paginas_documentos_secoes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`titulo\` text,
  	\`lista\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`paginas_documentos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`paginas_documentos_secoes_order_idx\` ON \`paginas_documentos_secoes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`paginas_documentos_secoes_parent_id_idx\` ON \`paginas_documentos_secoes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`paginas_documentos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`chave\` text NOT NULL,
  	\`titulo\` text NOT NULL,
  	\`banner_id\` integer,
  	\`envio_proposta_titulo\` text,
  	\`envio_proposta_link\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`banner_id\`) REFERENCES \`imagens\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`paginas_documentos_chave_idx\` ON \`paginas_documentos\` (\`chave\`);`)
  await db.run(sql`CREATE INDEX \`paginas_documentos_banner_idx\` ON \`paginas_documentos\` (\`banner_id\`);`)
  await db.run(sql`CREATE INDEX \`paginas_documentos_updated_at_idx\` ON \`paginas_documentos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`paginas_documentos_created_at_idx\` ON \`paginas_documentos\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`paginas_institucionais_secoes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`titulo\` text NOT NULL,
  	\`conteudo\` text,
  	\`corpo\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`paginas_institucionais\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`paginas_institucionais_secoes_order_idx\` ON \`paginas_institucionais_secoes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`paginas_institucionais_secoes_parent_id_idx\` ON \`paginas_institucionais_secoes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`paginas_institucionais\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`rota\` text NOT NULL,
  	\`titulo\` text NOT NULL,
  	\`resumo\` text NOT NULL,
  	\`video_arquivo_id\` integer,
  	\`video_legendas_id\` integer,
  	\`video_transcricao\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`video_arquivo_id\`) REFERENCES \`arquivos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_legendas_id\`) REFERENCES \`arquivos\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`paginas_institucionais_rota_idx\` ON \`paginas_institucionais\` (\`rota\`);`)
  await db.run(sql`CREATE INDEX \`paginas_institucionais_video_video_arquivo_idx\` ON \`paginas_institucionais\` (\`video_arquivo_id\`);`)
  await db.run(sql`CREATE INDEX \`paginas_institucionais_video_video_legendas_idx\` ON \`paginas_institucionais\` (\`video_legendas_id\`);`)
  await db.run(sql`CREATE INDEX \`paginas_institucionais_updated_at_idx\` ON \`paginas_institucionais\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`paginas_institucionais_created_at_idx\` ON \`paginas_institucionais\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`projetos_sociais\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`nome\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`resumo\` text NOT NULL,
  	\`imagem_id\` integer,
  	\`conteudo\` text,
  	\`corpo\` text,
  	\`ordem\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`imagem_id\`) REFERENCES \`imagens\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projetos_sociais_slug_idx\` ON \`projetos_sociais\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`projetos_sociais_imagem_idx\` ON \`projetos_sociais\` (\`imagem_id\`);`)
  await db.run(sql`CREATE INDEX \`projetos_sociais_updated_at_idx\` ON \`projetos_sociais\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`projetos_sociais_created_at_idx\` ON \`projetos_sociais\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`orgaos_membros\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`nome\` text NOT NULL,
  	\`cargo\` text NOT NULL,
  	\`curriculo_id\` integer,
  	FOREIGN KEY (\`curriculo_id\`) REFERENCES \`arquivos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`orgaos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`orgaos_membros_order_idx\` ON \`orgaos_membros\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`orgaos_membros_parent_id_idx\` ON \`orgaos_membros\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`orgaos_membros_curriculo_idx\` ON \`orgaos_membros\` (\`curriculo_id\`);`)
  await db.run(sql`CREATE TABLE \`orgaos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`nome\` text NOT NULL,
  	\`descricao\` text NOT NULL,
  	\`ordem\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`orgaos_nome_idx\` ON \`orgaos\` (\`nome\`);`)
  await db.run(sql`CREATE INDEX \`orgaos_updated_at_idx\` ON \`orgaos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orgaos_created_at_idx\` ON \`orgaos\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`tipos_publicacao_id\` integer REFERENCES tipos_publicacao(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`itens_menu_id\` integer REFERENCES itens_menu(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`publicacoes_id\` integer REFERENCES publicacoes(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`arquivos_id\` integer REFERENCES arquivos(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`paginas_documentos_id\` integer REFERENCES paginas_documentos(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`paginas_institucionais_id\` integer REFERENCES paginas_institucionais(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`projetos_sociais_id\` integer REFERENCES projetos_sociais(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`orgaos_id\` integer REFERENCES orgaos(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tipos_publicacao_id_idx\` ON \`payload_locked_documents_rels\` (\`tipos_publicacao_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_itens_menu_id_idx\` ON \`payload_locked_documents_rels\` (\`itens_menu_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_publicacoes_id_idx\` ON \`payload_locked_documents_rels\` (\`publicacoes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_arquivos_id_idx\` ON \`payload_locked_documents_rels\` (\`arquivos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_paginas_documentos_id_idx\` ON \`payload_locked_documents_rels\` (\`paginas_documentos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_paginas_institucionais_id_idx\` ON \`payload_locked_documents_rels\` (\`paginas_institucionais_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_projetos_sociais_id_idx\` ON \`payload_locked_documents_rels\` (\`projetos_sociais_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orgaos_id_idx\` ON \`payload_locked_documents_rels\` (\`orgaos_id\`);`)
  await db.run(sql`ALTER TABLE \`configuracoes_site\` ADD \`links_externos_balancetes\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`tipos_publicacao\`;`)
  await db.run(sql`DROP TABLE \`itens_menu\`;`)
  await db.run(sql`DROP TABLE \`publicacoes\`;`)
  await db.run(sql`DROP TABLE \`_publicacoes_v\`;`)
  await db.run(sql`DROP TABLE \`arquivos\`;`)
  await db.run(sql`DROP TABLE \`paginas_documentos_secoes_documentos\`;`)
  await db.run(sql`DROP TABLE \`paginas_documentos_secoes\`;`)
  await db.run(sql`DROP TABLE \`paginas_documentos\`;`)
  await db.run(sql`DROP TABLE \`paginas_institucionais_secoes\`;`)
  await db.run(sql`DROP TABLE \`paginas_institucionais\`;`)
  await db.run(sql`DROP TABLE \`projetos_sociais\`;`)
  await db.run(sql`DROP TABLE \`orgaos_membros\`;`)
  await db.run(sql`DROP TABLE \`orgaos\`;`)
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
  	\`diretorias_id\` integer,
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
  	FOREIGN KEY (\`contadores_acesso_id\`) REFERENCES \`contadores_acesso\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`diretorias_id\`) REFERENCES \`diretorias\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "imagens_id", "produtos_id", "noticias_id", "banners_id", "indicadores_id", "linhas_credito_id", "simulacoes_id", "solicitacoes_financiamento_id", "mensagens_id", "captchas_usados_id", "fundos_id", "casos_sucesso_id", "contadores_acesso_id", "diretorias_id") SELECT "id", "order", "parent_id", "path", "users_id", "imagens_id", "produtos_id", "noticias_id", "banners_id", "indicadores_id", "linhas_credito_id", "simulacoes_id", "solicitacoes_financiamento_id", "mensagens_id", "captchas_usados_id", "fundos_id", "casos_sucesso_id", "contadores_acesso_id", "diretorias_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_diretorias_id_idx\` ON \`payload_locked_documents_rels\` (\`diretorias_id\`);`)
  await db.run(sql`ALTER TABLE \`configuracoes_site\` DROP COLUMN \`links_externos_balancetes\`;`)
}
