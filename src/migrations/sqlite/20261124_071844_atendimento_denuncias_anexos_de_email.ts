import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`manifestacoes_ouvidoria\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`situacao\` text DEFAULT 'recebida' NOT NULL,
  	\`protocolo\` text,
  	\`prazo_resposta\` text,
  	\`prorrogada\` integer DEFAULT false,
  	\`justificativa_prorrogacao\` text,
  	\`prioridade\` numeric DEFAULT 0,
  	\`natureza_manifestacao\` text NOT NULL,
  	\`assunto\` text NOT NULL,
  	\`mensagem\` text NOT NULL,
  	\`nome\` text NOT NULL,
  	\`cpf_cnpj\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`telefone\` text NOT NULL,
  	\`endereco\` text NOT NULL,
  	\`quantidade_anexos\` numeric DEFAULT 0,
  	\`resposta\` text,
  	\`resposta_enviada_em\` text,
  	\`chave_idempotencia\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`manifestacoes_ouvidoria_protocolo_idx\` ON \`manifestacoes_ouvidoria\` (\`protocolo\`);`)
  await db.run(sql`CREATE INDEX \`manifestacoes_ouvidoria_prazo_resposta_idx\` ON \`manifestacoes_ouvidoria\` (\`prazo_resposta\`);`)
  await db.run(sql`CREATE INDEX \`manifestacoes_ouvidoria_prioridade_idx\` ON \`manifestacoes_ouvidoria\` (\`prioridade\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`manifestacoes_ouvidoria_chave_idempotencia_idx\` ON \`manifestacoes_ouvidoria\` (\`chave_idempotencia\`);`)
  await db.run(sql`CREATE INDEX \`manifestacoes_ouvidoria_updated_at_idx\` ON \`manifestacoes_ouvidoria\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`manifestacoes_ouvidoria_created_at_idx\` ON \`manifestacoes_ouvidoria\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`protocolos_complementos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`recebido_em\` text NOT NULL,
  	\`nome\` text NOT NULL,
  	\`cpfcnpj\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`telefone\` text NOT NULL,
  	\`area_destinataria\` text,
  	\`descricao\` text NOT NULL,
  	\`chave\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`protocolos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`protocolos_complementos_order_idx\` ON \`protocolos_complementos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`protocolos_complementos_parent_id_idx\` ON \`protocolos_complementos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`protocolos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`situacao\` text DEFAULT 'novo' NOT NULL,
  	\`protocolo\` text,
  	\`prioridade\` numeric,
  	\`ultimo_envio\` text,
  	\`nome\` text NOT NULL,
  	\`cpfcnpj\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`telefone\` text NOT NULL,
  	\`area_destinataria\` text,
  	\`descricao\` text NOT NULL,
  	\`chave_idempotencia\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`protocolos_protocolo_idx\` ON \`protocolos\` (\`protocolo\`);`)
  await db.run(sql`CREATE INDEX \`protocolos_prioridade_idx\` ON \`protocolos\` (\`prioridade\`);`)
  await db.run(sql`CREATE INDEX \`protocolos_ultimo_envio_idx\` ON \`protocolos\` (\`ultimo_envio\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`protocolos_chave_idempotencia_idx\` ON \`protocolos\` (\`chave_idempotencia\`);`)
  await db.run(sql`CREATE INDEX \`protocolos_updated_at_idx\` ON \`protocolos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`protocolos_created_at_idx\` ON \`protocolos\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`protocolos_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`anexos_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`protocolos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`anexos_id\`) REFERENCES \`anexos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`protocolos_rels_order_idx\` ON \`protocolos_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`protocolos_rels_parent_idx\` ON \`protocolos_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`protocolos_rels_path_idx\` ON \`protocolos_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`protocolos_rels_anexos_id_idx\` ON \`protocolos_rels\` (\`anexos_id\`);`)
  await db.run(sql`CREATE TABLE \`mensagens_anexos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`nome\` text NOT NULL,
  	\`tipo\` text NOT NULL,
  	\`tamanho\` numeric,
  	\`conteudo\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mensagens\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`mensagens_anexos_order_idx\` ON \`mensagens_anexos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`mensagens_anexos_parent_id_idx\` ON \`mensagens_anexos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`configuracoes_atendimento_prazos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`natureza\` text NOT NULL,
  	\`dias\` numeric NOT NULL,
  	\`contagem\` text DEFAULT 'corridos' NOT NULL,
  	\`dias_prorrogacao\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`configuracoes_atendimento\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`configuracoes_atendimento_prazos_order_idx\` ON \`configuracoes_atendimento_prazos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`configuracoes_atendimento_prazos_parent_id_idx\` ON \`configuracoes_atendimento_prazos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`configuracoes_atendimento_feriados_extras\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`data\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`configuracoes_atendimento\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`configuracoes_atendimento_feriados_extras_order_idx\` ON \`configuracoes_atendimento_feriados_extras\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`configuracoes_atendimento_feriados_extras_parent_id_idx\` ON \`configuracoes_atendimento_feriados_extras\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`configuracoes_atendimento\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email_ouvidoria\` text,
  	\`retencao_manifestacoes_ouvidoria\` numeric DEFAULT 60 NOT NULL,
  	\`retencao_mensagens_contato\` numeric DEFAULT 60 NOT NULL,
  	\`retencao_protocolos_digitais\` numeric DEFAULT 60 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`anexos\` ADD \`lote\` text;`)
  await db.run(sql`CREATE INDEX \`anexos_lote_idx\` ON \`anexos\` (\`lote\`);`)
  await db.run(sql`ALTER TABLE \`denuncias\` ADD \`mensagens\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`manifestacoes_ouvidoria_id\` integer REFERENCES manifestacoes_ouvidoria(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`protocolos_id\` integer REFERENCES protocolos(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_manifestacoes_ouvidoria_id_idx\` ON \`payload_locked_documents_rels\` (\`manifestacoes_ouvidoria_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_protocolos_id_idx\` ON \`payload_locked_documents_rels\` (\`protocolos_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`manifestacoes_ouvidoria\`;`)
  await db.run(sql`DROP TABLE \`protocolos_complementos\`;`)
  await db.run(sql`DROP TABLE \`protocolos\`;`)
  await db.run(sql`DROP TABLE \`protocolos_rels\`;`)
  await db.run(sql`DROP TABLE \`mensagens_anexos\`;`)
  await db.run(sql`DROP TABLE \`configuracoes_atendimento_prazos\`;`)
  await db.run(sql`DROP TABLE \`configuracoes_atendimento_feriados_extras\`;`)
  await db.run(sql`DROP TABLE \`configuracoes_atendimento\`;`)
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
  	\`cadastros_fundos_id\` integer,
  	\`mensagens_contato_id\` integer,
  	\`mensagens_id\` integer,
  	\`anexos_id\` integer,
  	\`denuncias_id\` integer,
  	\`membros_integridade_id\` integer,
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
  	\`estados_civis_id\` integer,
  	\`regimes_casamento_id\` integer,
  	\`tipos_documento_id\` integer,
  	\`enquadramentos_pep_id\` integer,
  	\`tipos_parte_relacionada_id\` integer,
  	\`prefixos_endereco_id\` integer,
  	\`auditoria_id\` integer,
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
  	FOREIGN KEY (\`cadastros_fundos_id\`) REFERENCES \`cadastros_fundos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mensagens_contato_id\`) REFERENCES \`mensagens_contato\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mensagens_id\`) REFERENCES \`mensagens\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`anexos_id\`) REFERENCES \`anexos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`denuncias_id\`) REFERENCES \`denuncias\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`membros_integridade_id\`) REFERENCES \`membros_integridade\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`indice_busca_id\`) REFERENCES \`indice_busca\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`estados_civis_id\`) REFERENCES \`estados_civis\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`regimes_casamento_id\`) REFERENCES \`regimes_casamento\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tipos_documento_id\`) REFERENCES \`tipos_documento\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enquadramentos_pep_id\`) REFERENCES \`enquadramentos_pep\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tipos_parte_relacionada_id\`) REFERENCES \`tipos_parte_relacionada\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`prefixos_endereco_id\`) REFERENCES \`prefixos_endereco\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`auditoria_id\`) REFERENCES \`auditoria\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "imagens_id", "produtos_id", "noticias_id", "banners_id", "indicadores_id", "linhas_credito_id", "simulacoes_id", "solicitacoes_financiamento_id", "cadastros_fundos_id", "mensagens_contato_id", "mensagens_id", "anexos_id", "denuncias_id", "membros_integridade_id", "captchas_usados_id", "fundos_id", "casos_sucesso_id", "contadores_acesso_id", "diretorias_id", "tipos_publicacao_id", "itens_menu_id", "publicacoes_id", "arquivos_id", "paginas_documentos_id", "paginas_institucionais_id", "canais_atendimento_id", "projetos_sociais_id", "orgaos_id", "indice_busca_id", "estados_civis_id", "regimes_casamento_id", "tipos_documento_id", "enquadramentos_pep_id", "tipos_parte_relacionada_id", "prefixos_endereco_id", "auditoria_id") SELECT "id", "order", "parent_id", "path", "users_id", "imagens_id", "produtos_id", "noticias_id", "banners_id", "indicadores_id", "linhas_credito_id", "simulacoes_id", "solicitacoes_financiamento_id", "cadastros_fundos_id", "mensagens_contato_id", "mensagens_id", "anexos_id", "denuncias_id", "membros_integridade_id", "captchas_usados_id", "fundos_id", "casos_sucesso_id", "contadores_acesso_id", "diretorias_id", "tipos_publicacao_id", "itens_menu_id", "publicacoes_id", "arquivos_id", "paginas_documentos_id", "paginas_institucionais_id", "canais_atendimento_id", "projetos_sociais_id", "orgaos_id", "indice_busca_id", "estados_civis_id", "regimes_casamento_id", "tipos_documento_id", "enquadramentos_pep_id", "tipos_parte_relacionada_id", "prefixos_endereco_id", "auditoria_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cadastros_fundos_id_idx\` ON \`payload_locked_documents_rels\` (\`cadastros_fundos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mensagens_contato_id_idx\` ON \`payload_locked_documents_rels\` (\`mensagens_contato_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mensagens_id_idx\` ON \`payload_locked_documents_rels\` (\`mensagens_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_anexos_id_idx\` ON \`payload_locked_documents_rels\` (\`anexos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_denuncias_id_idx\` ON \`payload_locked_documents_rels\` (\`denuncias_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_membros_integridade_id_idx\` ON \`payload_locked_documents_rels\` (\`membros_integridade_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_estados_civis_id_idx\` ON \`payload_locked_documents_rels\` (\`estados_civis_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_regimes_casamento_id_idx\` ON \`payload_locked_documents_rels\` (\`regimes_casamento_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tipos_documento_id_idx\` ON \`payload_locked_documents_rels\` (\`tipos_documento_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enquadramentos_pep_id_idx\` ON \`payload_locked_documents_rels\` (\`enquadramentos_pep_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tipos_parte_relacionada_id_idx\` ON \`payload_locked_documents_rels\` (\`tipos_parte_relacionada_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_prefixos_endereco_id_idx\` ON \`payload_locked_documents_rels\` (\`prefixos_endereco_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_auditoria_id_idx\` ON \`payload_locked_documents_rels\` (\`auditoria_id\`);`)
  await db.run(sql`DROP INDEX \`anexos_lote_idx\`;`)
  await db.run(sql`ALTER TABLE \`anexos\` DROP COLUMN \`lote\`;`)
  await db.run(sql`ALTER TABLE \`denuncias\` DROP COLUMN \`mensagens\`;`)
}
