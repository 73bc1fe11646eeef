import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`cadastros_fundos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`situacao\` text DEFAULT 'recebido' NOT NULL,
  	\`tipo_formulario\` text NOT NULL,
  	\`papel\` text,
  	\`nome\` text NOT NULL,
  	\`documento\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`dados\` text NOT NULL,
  	\`chave_idempotencia\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`cadastros_fundos_chave_idempotencia_idx\` ON \`cadastros_fundos\` (\`chave_idempotencia\`);`)
  await db.run(sql`CREATE INDEX \`cadastros_fundos_updated_at_idx\` ON \`cadastros_fundos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cadastros_fundos_created_at_idx\` ON \`cadastros_fundos\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`mensagens_contato\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`situacao\` text DEFAULT 'nova' NOT NULL,
  	\`nome\` text NOT NULL,
  	\`empresa\` text,
  	\`email\` text NOT NULL,
  	\`telefone\` text NOT NULL,
  	\`municipio\` text NOT NULL,
  	\`uf\` text NOT NULL,
  	\`mensagem\` text NOT NULL,
  	\`chave_idempotencia\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`mensagens_contato_chave_idempotencia_idx\` ON \`mensagens_contato\` (\`chave_idempotencia\`);`)
  await db.run(sql`CREATE INDEX \`mensagens_contato_updated_at_idx\` ON \`mensagens_contato\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`mensagens_contato_created_at_idx\` ON \`mensagens_contato\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`anexos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`nome_original\` text NOT NULL,
  	\`formulario\` text NOT NULL,
  	\`chave\` text NOT NULL,
  	\`submissao_colecao\` text,
  	\`submissao_registro\` text,
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
  await db.run(sql`CREATE INDEX \`anexos_formulario_idx\` ON \`anexos\` (\`formulario\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`anexos_chave_idx\` ON \`anexos\` (\`chave\`);`)
  await db.run(sql`CREATE INDEX \`anexos_submissao_submissao_colecao_idx\` ON \`anexos\` (\`submissao_colecao\`);`)
  await db.run(sql`CREATE INDEX \`anexos_updated_at_idx\` ON \`anexos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`anexos_created_at_idx\` ON \`anexos\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`anexos_filename_idx\` ON \`anexos\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`denuncias\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'recebida' NOT NULL,
  	\`data_de_fechamento\` text,
  	\`etiqueta\` text NOT NULL,
  	\`sal\` text NOT NULL,
  	\`verificador\` text NOT NULL,
  	\`chave_do_denunciante\` text NOT NULL,
  	\`texto\` text NOT NULL,
  	\`identidade\` text,
  	\`documentos\` text,
  	\`observacao\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`denuncias_status_idx\` ON \`denuncias\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`denuncias_etiqueta_idx\` ON \`denuncias\` (\`etiqueta\`);`)
  await db.run(sql`CREATE INDEX \`denuncias_updated_at_idx\` ON \`denuncias\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`denuncias_created_at_idx\` ON \`denuncias\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`membros_integridade\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`usuario_id\` integer NOT NULL,
  	\`chave_publica\` text NOT NULL,
  	\`chave_privada\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`usuario_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`membros_integridade_usuario_idx\` ON \`membros_integridade\` (\`usuario_id\`);`)
  await db.run(sql`CREATE INDEX \`membros_integridade_updated_at_idx\` ON \`membros_integridade\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`membros_integridade_created_at_idx\` ON \`membros_integridade\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`estados_civis\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`descricao\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`estados_civis_descricao_idx\` ON \`estados_civis\` (\`descricao\`);`)
  await db.run(sql`CREATE INDEX \`estados_civis_updated_at_idx\` ON \`estados_civis\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`estados_civis_created_at_idx\` ON \`estados_civis\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`regimes_casamento\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`descricao\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`regimes_casamento_descricao_idx\` ON \`regimes_casamento\` (\`descricao\`);`)
  await db.run(sql`CREATE INDEX \`regimes_casamento_updated_at_idx\` ON \`regimes_casamento\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`regimes_casamento_created_at_idx\` ON \`regimes_casamento\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`tipos_documento\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`descricao\` text NOT NULL,
  	\`sigla\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tipos_documento_descricao_idx\` ON \`tipos_documento\` (\`descricao\`);`)
  await db.run(sql`CREATE INDEX \`tipos_documento_updated_at_idx\` ON \`tipos_documento\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tipos_documento_created_at_idx\` ON \`tipos_documento\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`enquadramentos_pep\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`descricao\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`enquadramentos_pep_descricao_idx\` ON \`enquadramentos_pep\` (\`descricao\`);`)
  await db.run(sql`CREATE INDEX \`enquadramentos_pep_updated_at_idx\` ON \`enquadramentos_pep\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`enquadramentos_pep_created_at_idx\` ON \`enquadramentos_pep\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`tipos_parte_relacionada\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`descricao\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tipos_parte_relacionada_descricao_idx\` ON \`tipos_parte_relacionada\` (\`descricao\`);`)
  await db.run(sql`CREATE INDEX \`tipos_parte_relacionada_updated_at_idx\` ON \`tipos_parte_relacionada\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tipos_parte_relacionada_created_at_idx\` ON \`tipos_parte_relacionada\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`prefixos_endereco\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`descricao\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`prefixos_endereco_descricao_idx\` ON \`prefixos_endereco\` (\`descricao\`);`)
  await db.run(sql`CREATE INDEX \`prefixos_endereco_updated_at_idx\` ON \`prefixos_endereco\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`prefixos_endereco_created_at_idx\` ON \`prefixos_endereco\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`auditoria\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`usuario_id\` integer NOT NULL,
  	\`acao\` text NOT NULL,
  	\`colecao\` text NOT NULL,
  	\`documento\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`usuario_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`auditoria_usuario_idx\` ON \`auditoria\` (\`usuario_id\`);`)
  await db.run(sql`CREATE INDEX \`auditoria_colecao_idx\` ON \`auditoria\` (\`colecao\`);`)
  await db.run(sql`CREATE INDEX \`auditoria_documento_idx\` ON \`auditoria\` (\`documento\`);`)
  await db.run(sql`CREATE INDEX \`auditoria_updated_at_idx\` ON \`auditoria\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`auditoria_created_at_idx\` ON \`auditoria\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`auditoria_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`auditoria\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`auditoria_texts_order_parent\` ON \`auditoria_texts\` (\`order\`,\`parent_id\`);`)
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
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_solicitacoes_financiamento\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`situacao\` text DEFAULT 'nova' NOT NULL,
  	\`produto_id\` integer,
  	\`produto_titulo\` text,
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
  await db.run(sql`INSERT INTO \`__new_solicitacoes_financiamento\`("id", "situacao", "produto_id", "produto_titulo", "nome", "cpf_cnpj", "email", "telefone", "municipio", "valor", "motivo", "chave_idempotencia", "updated_at", "created_at") SELECT "id", "situacao", "produto_id", NULL, "nome", "cpf_cnpj", "email", "telefone", "municipio", "valor", "motivo", "chave_idempotencia", "updated_at", "created_at" FROM \`solicitacoes_financiamento\`;`)
  await db.run(sql`DROP TABLE \`solicitacoes_financiamento\`;`)
  await db.run(sql`ALTER TABLE \`__new_solicitacoes_financiamento\` RENAME TO \`solicitacoes_financiamento\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`solicitacoes_financiamento_produto_idx\` ON \`solicitacoes_financiamento\` (\`produto_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`solicitacoes_financiamento_chave_idempotencia_idx\` ON \`solicitacoes_financiamento\` (\`chave_idempotencia\`);`)
  await db.run(sql`CREATE INDEX \`solicitacoes_financiamento_updated_at_idx\` ON \`solicitacoes_financiamento\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`solicitacoes_financiamento_created_at_idx\` ON \`solicitacoes_financiamento\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`cadastros_fundos_id\` integer REFERENCES cadastros_fundos(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`mensagens_contato_id\` integer REFERENCES mensagens_contato(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`anexos_id\` integer REFERENCES anexos(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`denuncias_id\` integer REFERENCES denuncias(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`membros_integridade_id\` integer REFERENCES membros_integridade(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`estados_civis_id\` integer REFERENCES estados_civis(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`regimes_casamento_id\` integer REFERENCES regimes_casamento(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`tipos_documento_id\` integer REFERENCES tipos_documento(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`enquadramentos_pep_id\` integer REFERENCES enquadramentos_pep(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`tipos_parte_relacionada_id\` integer REFERENCES tipos_parte_relacionada(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`prefixos_endereco_id\` integer REFERENCES prefixos_endereco(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`auditoria_id\` integer REFERENCES auditoria(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cadastros_fundos_id_idx\` ON \`payload_locked_documents_rels\` (\`cadastros_fundos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mensagens_contato_id_idx\` ON \`payload_locked_documents_rels\` (\`mensagens_contato_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_anexos_id_idx\` ON \`payload_locked_documents_rels\` (\`anexos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_denuncias_id_idx\` ON \`payload_locked_documents_rels\` (\`denuncias_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_membros_integridade_id_idx\` ON \`payload_locked_documents_rels\` (\`membros_integridade_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_estados_civis_id_idx\` ON \`payload_locked_documents_rels\` (\`estados_civis_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_regimes_casamento_id_idx\` ON \`payload_locked_documents_rels\` (\`regimes_casamento_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tipos_documento_id_idx\` ON \`payload_locked_documents_rels\` (\`tipos_documento_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enquadramentos_pep_id_idx\` ON \`payload_locked_documents_rels\` (\`enquadramentos_pep_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tipos_parte_relacionada_id_idx\` ON \`payload_locked_documents_rels\` (\`tipos_parte_relacionada_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_prefixos_endereco_id_idx\` ON \`payload_locked_documents_rels\` (\`prefixos_endereco_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_auditoria_id_idx\` ON \`payload_locked_documents_rels\` (\`auditoria_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`cadastros_fundos\`;`)
  await db.run(sql`DROP TABLE \`mensagens_contato\`;`)
  await db.run(sql`DROP TABLE \`anexos\`;`)
  await db.run(sql`DROP TABLE \`denuncias\`;`)
  await db.run(sql`DROP TABLE \`membros_integridade\`;`)
  await db.run(sql`DROP TABLE \`estados_civis\`;`)
  await db.run(sql`DROP TABLE \`regimes_casamento\`;`)
  await db.run(sql`DROP TABLE \`tipos_documento\`;`)
  await db.run(sql`DROP TABLE \`enquadramentos_pep\`;`)
  await db.run(sql`DROP TABLE \`tipos_parte_relacionada\`;`)
  await db.run(sql`DROP TABLE \`prefixos_endereco\`;`)
  await db.run(sql`DROP TABLE \`auditoria\`;`)
  await db.run(sql`DROP TABLE \`auditoria_texts\`;`)
  await db.run(sql`DROP TABLE \`configuracoes_site_requisitos_proposta\`;`)
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
  	\`tipos_publicacao_id\` integer,
  	\`itens_menu_id\` integer,
  	\`publicacoes_id\` integer,
  	\`arquivos_id\` integer,
  	\`paginas_documentos_id\` integer,
  	\`paginas_institucionais_id\` integer,
  	\`canais_atendimento_id\` integer,
  	\`projetos_sociais_id\` integer,
  	\`orgaos_id\` integer,
  	\`indice_busca_id\` integer,
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
  	FOREIGN KEY (\`diretorias_id\`) REFERENCES \`diretorias\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tipos_publicacao_id\`) REFERENCES \`tipos_publicacao\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`itens_menu_id\`) REFERENCES \`itens_menu\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`publicacoes_id\`) REFERENCES \`publicacoes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`arquivos_id\`) REFERENCES \`arquivos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`paginas_documentos_id\`) REFERENCES \`paginas_documentos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`paginas_institucionais_id\`) REFERENCES \`paginas_institucionais\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`canais_atendimento_id\`) REFERENCES \`canais_atendimento\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`projetos_sociais_id\`) REFERENCES \`projetos_sociais\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orgaos_id\`) REFERENCES \`orgaos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`indice_busca_id\`) REFERENCES \`indice_busca\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "imagens_id", "produtos_id", "noticias_id", "banners_id", "indicadores_id", "linhas_credito_id", "simulacoes_id", "solicitacoes_financiamento_id", "mensagens_id", "captchas_usados_id", "fundos_id", "casos_sucesso_id", "contadores_acesso_id", "diretorias_id", "tipos_publicacao_id", "itens_menu_id", "publicacoes_id", "arquivos_id", "paginas_documentos_id", "paginas_institucionais_id", "canais_atendimento_id", "projetos_sociais_id", "orgaos_id", "indice_busca_id") SELECT "id", "order", "parent_id", "path", "users_id", "imagens_id", "produtos_id", "noticias_id", "banners_id", "indicadores_id", "linhas_credito_id", "simulacoes_id", "solicitacoes_financiamento_id", "mensagens_id", "captchas_usados_id", "fundos_id", "casos_sucesso_id", "contadores_acesso_id", "diretorias_id", "tipos_publicacao_id", "itens_menu_id", "publicacoes_id", "arquivos_id", "paginas_documentos_id", "paginas_institucionais_id", "canais_atendimento_id", "projetos_sociais_id", "orgaos_id", "indice_busca_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tipos_publicacao_id_idx\` ON \`payload_locked_documents_rels\` (\`tipos_publicacao_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_itens_menu_id_idx\` ON \`payload_locked_documents_rels\` (\`itens_menu_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_publicacoes_id_idx\` ON \`payload_locked_documents_rels\` (\`publicacoes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_arquivos_id_idx\` ON \`payload_locked_documents_rels\` (\`arquivos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_paginas_documentos_id_idx\` ON \`payload_locked_documents_rels\` (\`paginas_documentos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_paginas_institucionais_id_idx\` ON \`payload_locked_documents_rels\` (\`paginas_institucionais_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_canais_atendimento_id_idx\` ON \`payload_locked_documents_rels\` (\`canais_atendimento_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_projetos_sociais_id_idx\` ON \`payload_locked_documents_rels\` (\`projetos_sociais_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orgaos_id_idx\` ON \`payload_locked_documents_rels\` (\`orgaos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_indice_busca_id_idx\` ON \`payload_locked_documents_rels\` (\`indice_busca_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_solicitacoes_financiamento\` (
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
  await db.run(sql`INSERT INTO \`__new_solicitacoes_financiamento\`("id", "situacao", "produto_id", "nome", "cpf_cnpj", "email", "telefone", "municipio", "valor", "motivo", "chave_idempotencia", "updated_at", "created_at") SELECT "id", "situacao", "produto_id", "nome", "cpf_cnpj", "email", "telefone", "municipio", "valor", "motivo", "chave_idempotencia", "updated_at", "created_at" FROM \`solicitacoes_financiamento\`;`)
  await db.run(sql`DROP TABLE \`solicitacoes_financiamento\`;`)
  await db.run(sql`ALTER TABLE \`__new_solicitacoes_financiamento\` RENAME TO \`solicitacoes_financiamento\`;`)
  await db.run(sql`CREATE INDEX \`solicitacoes_financiamento_produto_idx\` ON \`solicitacoes_financiamento\` (\`produto_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`solicitacoes_financiamento_chave_idempotencia_idx\` ON \`solicitacoes_financiamento\` (\`chave_idempotencia\`);`)
  await db.run(sql`CREATE INDEX \`solicitacoes_financiamento_updated_at_idx\` ON \`solicitacoes_financiamento\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`solicitacoes_financiamento_created_at_idx\` ON \`solicitacoes_financiamento\` (\`created_at\`);`)
}
