import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`avaliacoes_satisfacao\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`caso\` text NOT NULL,
  	\`servico\` text NOT NULL,
  	\`mes\` text NOT NULL,
  	\`nota\` numeric NOT NULL,
  	\`comentario\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`avaliacoes_satisfacao_caso_idx\` ON \`avaliacoes_satisfacao\` (\`caso\`);`)
  await db.run(sql`CREATE INDEX \`avaliacoes_satisfacao_servico_idx\` ON \`avaliacoes_satisfacao\` (\`servico\`);`)
  await db.run(sql`CREATE INDEX \`avaliacoes_satisfacao_mes_idx\` ON \`avaliacoes_satisfacao\` (\`mes\`);`)
  await db.run(sql`CREATE INDEX \`avaliacoes_satisfacao_updated_at_idx\` ON \`avaliacoes_satisfacao\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`avaliacoes_satisfacao_created_at_idx\` ON \`avaliacoes_satisfacao\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`avaliacoes_satisfacao_id\` integer REFERENCES avaliacoes_satisfacao(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_avaliacoes_satisfacao_id_idx\` ON \`payload_locked_documents_rels\` (\`avaliacoes_satisfacao_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`avaliacoes_satisfacao\`;`)
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
  	\`manifestacoes_ouvidoria_id\` integer,
  	\`protocolos_id\` integer,
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
  	FOREIGN KEY (\`manifestacoes_ouvidoria_id\`) REFERENCES \`manifestacoes_ouvidoria\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`protocolos_id\`) REFERENCES \`protocolos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "imagens_id", "produtos_id", "noticias_id", "banners_id", "indicadores_id", "linhas_credito_id", "simulacoes_id", "solicitacoes_financiamento_id", "cadastros_fundos_id", "mensagens_contato_id", "manifestacoes_ouvidoria_id", "protocolos_id", "mensagens_id", "anexos_id", "denuncias_id", "membros_integridade_id", "captchas_usados_id", "fundos_id", "casos_sucesso_id", "contadores_acesso_id", "diretorias_id", "tipos_publicacao_id", "itens_menu_id", "publicacoes_id", "arquivos_id", "paginas_documentos_id", "paginas_institucionais_id", "canais_atendimento_id", "projetos_sociais_id", "orgaos_id", "indice_busca_id", "estados_civis_id", "regimes_casamento_id", "tipos_documento_id", "enquadramentos_pep_id", "tipos_parte_relacionada_id", "prefixos_endereco_id", "auditoria_id") SELECT "id", "order", "parent_id", "path", "users_id", "imagens_id", "produtos_id", "noticias_id", "banners_id", "indicadores_id", "linhas_credito_id", "simulacoes_id", "solicitacoes_financiamento_id", "cadastros_fundos_id", "mensagens_contato_id", "manifestacoes_ouvidoria_id", "protocolos_id", "mensagens_id", "anexos_id", "denuncias_id", "membros_integridade_id", "captchas_usados_id", "fundos_id", "casos_sucesso_id", "contadores_acesso_id", "diretorias_id", "tipos_publicacao_id", "itens_menu_id", "publicacoes_id", "arquivos_id", "paginas_documentos_id", "paginas_institucionais_id", "canais_atendimento_id", "projetos_sociais_id", "orgaos_id", "indice_busca_id", "estados_civis_id", "regimes_casamento_id", "tipos_documento_id", "enquadramentos_pep_id", "tipos_parte_relacionada_id", "prefixos_endereco_id", "auditoria_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_manifestacoes_ouvidoria_id_idx\` ON \`payload_locked_documents_rels\` (\`manifestacoes_ouvidoria_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_protocolos_id_idx\` ON \`payload_locked_documents_rels\` (\`protocolos_id\`);`)
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
}
