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
  await db.run(sql`CREATE TABLE \`simulacoes_notas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`texto\` text NOT NULL,
  	\`autor_id\` integer,
  	\`criada_em\` text,
  	FOREIGN KEY (\`autor_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`simulacoes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`simulacoes_notas_order_idx\` ON \`simulacoes_notas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`simulacoes_notas_parent_id_idx\` ON \`simulacoes_notas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`simulacoes_notas_autor_idx\` ON \`simulacoes_notas\` (\`autor_id\`);`)
  await db.run(sql`CREATE TABLE \`solicitacoes_financiamento_respostas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`texto\` text NOT NULL,
  	\`autor_id\` integer,
  	\`enviada_em\` text,
  	FOREIGN KEY (\`autor_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solicitacoes_financiamento\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`solicitacoes_financiamento_respostas_order_idx\` ON \`solicitacoes_financiamento_respostas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`solicitacoes_financiamento_respostas_parent_id_idx\` ON \`solicitacoes_financiamento_respostas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`solicitacoes_financiamento_respostas_autor_idx\` ON \`solicitacoes_financiamento_respostas\` (\`autor_id\`);`)
  await db.run(sql`CREATE TABLE \`solicitacoes_financiamento_notas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`texto\` text NOT NULL,
  	\`autor_id\` integer,
  	\`criada_em\` text,
  	FOREIGN KEY (\`autor_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solicitacoes_financiamento\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`solicitacoes_financiamento_notas_order_idx\` ON \`solicitacoes_financiamento_notas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`solicitacoes_financiamento_notas_parent_id_idx\` ON \`solicitacoes_financiamento_notas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`solicitacoes_financiamento_notas_autor_idx\` ON \`solicitacoes_financiamento_notas\` (\`autor_id\`);`)
  await db.run(sql`CREATE TABLE \`cadastros_fundos_notas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`texto\` text NOT NULL,
  	\`autor_id\` integer,
  	\`criada_em\` text,
  	FOREIGN KEY (\`autor_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cadastros_fundos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cadastros_fundos_notas_order_idx\` ON \`cadastros_fundos_notas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cadastros_fundos_notas_parent_id_idx\` ON \`cadastros_fundos_notas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`cadastros_fundos_notas_autor_idx\` ON \`cadastros_fundos_notas\` (\`autor_id\`);`)
  await db.run(sql`CREATE TABLE \`mensagens_contato_respostas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`texto\` text NOT NULL,
  	\`autor_id\` integer,
  	\`enviada_em\` text,
  	FOREIGN KEY (\`autor_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mensagens_contato\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`mensagens_contato_respostas_order_idx\` ON \`mensagens_contato_respostas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`mensagens_contato_respostas_parent_id_idx\` ON \`mensagens_contato_respostas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`mensagens_contato_respostas_autor_idx\` ON \`mensagens_contato_respostas\` (\`autor_id\`);`)
  await db.run(sql`CREATE TABLE \`mensagens_contato_notas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`texto\` text NOT NULL,
  	\`autor_id\` integer,
  	\`criada_em\` text,
  	FOREIGN KEY (\`autor_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mensagens_contato\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`mensagens_contato_notas_order_idx\` ON \`mensagens_contato_notas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`mensagens_contato_notas_parent_id_idx\` ON \`mensagens_contato_notas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`mensagens_contato_notas_autor_idx\` ON \`mensagens_contato_notas\` (\`autor_id\`);`)
  await db.run(sql`CREATE TABLE \`manifestacoes_ouvidoria_notas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`texto\` text NOT NULL,
  	\`autor_id\` integer,
  	\`criada_em\` text,
  	FOREIGN KEY (\`autor_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`manifestacoes_ouvidoria\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`manifestacoes_ouvidoria_notas_order_idx\` ON \`manifestacoes_ouvidoria_notas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`manifestacoes_ouvidoria_notas_parent_id_idx\` ON \`manifestacoes_ouvidoria_notas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`manifestacoes_ouvidoria_notas_autor_idx\` ON \`manifestacoes_ouvidoria_notas\` (\`autor_id\`);`)
  await db.run(sql`CREATE TABLE \`protocolos_respostas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`texto\` text NOT NULL,
  	\`autor_id\` integer,
  	\`enviada_em\` text,
  	FOREIGN KEY (\`autor_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`protocolos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`protocolos_respostas_order_idx\` ON \`protocolos_respostas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`protocolos_respostas_parent_id_idx\` ON \`protocolos_respostas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`protocolos_respostas_autor_idx\` ON \`protocolos_respostas\` (\`autor_id\`);`)
  await db.run(sql`CREATE TABLE \`protocolos_notas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`texto\` text NOT NULL,
  	\`autor_id\` integer,
  	\`criada_em\` text,
  	FOREIGN KEY (\`autor_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`protocolos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`protocolos_notas_order_idx\` ON \`protocolos_notas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`protocolos_notas_parent_id_idx\` ON \`protocolos_notas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`protocolos_notas_autor_idx\` ON \`protocolos_notas\` (\`autor_id\`);`)
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
  await db.run(sql`CREATE TABLE \`configuracoes_atendimento_prazos_dos_casos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`colecao\` text NOT NULL,
  	\`dias\` numeric NOT NULL,
  	\`contagem\` text DEFAULT 'corridos' NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`configuracoes_atendimento\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`configuracoes_atendimento_prazos_dos_casos_order_idx\` ON \`configuracoes_atendimento_prazos_dos_casos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`configuracoes_atendimento_prazos_dos_casos_parent_id_idx\` ON \`configuracoes_atendimento_prazos_dos_casos\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`simulacoes\` ADD \`responsavel_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`simulacoes\` ADD \`prazo\` text;`)
  await db.run(sql`ALTER TABLE \`simulacoes\` ADD \`novidade\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`simulacoes_responsavel_idx\` ON \`simulacoes\` (\`responsavel_id\`);`)
  await db.run(sql`CREATE INDEX \`simulacoes_prazo_idx\` ON \`simulacoes\` (\`prazo\`);`)
  await db.run(sql`CREATE INDEX \`simulacoes_novidade_idx\` ON \`simulacoes\` (\`novidade\`);`)
  await db.run(sql`ALTER TABLE \`solicitacoes_financiamento\` ADD \`protocolo\` text;`)
  await db.run(sql`ALTER TABLE \`solicitacoes_financiamento\` ADD \`responsavel_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`solicitacoes_financiamento\` ADD \`prazo\` text;`)
  await db.run(sql`ALTER TABLE \`solicitacoes_financiamento\` ADD \`novidade\` integer DEFAULT false;`)
  await db.run(sql`CREATE UNIQUE INDEX \`solicitacoes_financiamento_protocolo_idx\` ON \`solicitacoes_financiamento\` (\`protocolo\`);`)
  await db.run(sql`CREATE INDEX \`solicitacoes_financiamento_responsavel_idx\` ON \`solicitacoes_financiamento\` (\`responsavel_id\`);`)
  await db.run(sql`CREATE INDEX \`solicitacoes_financiamento_prazo_idx\` ON \`solicitacoes_financiamento\` (\`prazo\`);`)
  await db.run(sql`CREATE INDEX \`solicitacoes_financiamento_novidade_idx\` ON \`solicitacoes_financiamento\` (\`novidade\`);`)
  await db.run(sql`ALTER TABLE \`cadastros_fundos\` ADD \`protocolo\` text;`)
  await db.run(sql`ALTER TABLE \`cadastros_fundos\` ADD \`responsavel_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`cadastros_fundos\` ADD \`prazo\` text;`)
  await db.run(sql`ALTER TABLE \`cadastros_fundos\` ADD \`novidade\` integer DEFAULT false;`)
  await db.run(sql`CREATE UNIQUE INDEX \`cadastros_fundos_protocolo_idx\` ON \`cadastros_fundos\` (\`protocolo\`);`)
  await db.run(sql`CREATE INDEX \`cadastros_fundos_responsavel_idx\` ON \`cadastros_fundos\` (\`responsavel_id\`);`)
  await db.run(sql`CREATE INDEX \`cadastros_fundos_prazo_idx\` ON \`cadastros_fundos\` (\`prazo\`);`)
  await db.run(sql`CREATE INDEX \`cadastros_fundos_novidade_idx\` ON \`cadastros_fundos\` (\`novidade\`);`)
  await db.run(sql`ALTER TABLE \`mensagens_contato\` ADD \`protocolo\` text;`)
  await db.run(sql`ALTER TABLE \`mensagens_contato\` ADD \`responsavel_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`mensagens_contato\` ADD \`prazo\` text;`)
  await db.run(sql`ALTER TABLE \`mensagens_contato\` ADD \`novidade\` integer DEFAULT false;`)
  await db.run(sql`CREATE UNIQUE INDEX \`mensagens_contato_protocolo_idx\` ON \`mensagens_contato\` (\`protocolo\`);`)
  await db.run(sql`CREATE INDEX \`mensagens_contato_responsavel_idx\` ON \`mensagens_contato\` (\`responsavel_id\`);`)
  await db.run(sql`CREATE INDEX \`mensagens_contato_prazo_idx\` ON \`mensagens_contato\` (\`prazo\`);`)
  await db.run(sql`CREATE INDEX \`mensagens_contato_novidade_idx\` ON \`mensagens_contato\` (\`novidade\`);`)
  await db.run(sql`ALTER TABLE \`manifestacoes_ouvidoria\` ADD \`responsavel_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`manifestacoes_ouvidoria\` ADD \`prazo\` text;`)
  await db.run(sql`ALTER TABLE \`manifestacoes_ouvidoria\` ADD \`novidade\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`manifestacoes_ouvidoria_responsavel_idx\` ON \`manifestacoes_ouvidoria\` (\`responsavel_id\`);`)
  await db.run(sql`CREATE INDEX \`manifestacoes_ouvidoria_prazo_idx\` ON \`manifestacoes_ouvidoria\` (\`prazo\`);`)
  await db.run(sql`CREATE INDEX \`manifestacoes_ouvidoria_novidade_idx\` ON \`manifestacoes_ouvidoria\` (\`novidade\`);`)
  await db.run(sql`ALTER TABLE \`protocolos\` ADD \`responsavel_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`protocolos\` ADD \`prazo\` text;`)
  await db.run(sql`ALTER TABLE \`protocolos\` ADD \`novidade\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`protocolos_responsavel_idx\` ON \`protocolos\` (\`responsavel_id\`);`)
  await db.run(sql`CREATE INDEX \`protocolos_prazo_idx\` ON \`protocolos\` (\`prazo\`);`)
  await db.run(sql`CREATE INDEX \`protocolos_novidade_idx\` ON \`protocolos\` (\`novidade\`);`)
  await db.run(sql`ALTER TABLE \`denuncias\` ADD \`novidade\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`denuncias_novidade_idx\` ON \`denuncias\` (\`novidade\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`avaliacoes_satisfacao_id\` integer REFERENCES avaliacoes_satisfacao(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_avaliacoes_satisfacao_id_idx\` ON \`payload_locked_documents_rels\` (\`avaliacoes_satisfacao_id\`);`)
  await db.run(sql`ALTER TABLE \`configuracoes_site\` ADD \`telefone_ouvidoria\` text;`)
  await db.run(sql`ALTER TABLE \`configuracoes_site\` ADD \`iof_aliquota_diaria\` numeric DEFAULT 0.0041 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`configuracoes_site\` ADD \`iof_aliquota_adicional\` numeric DEFAULT 0.38 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`configuracoes_atendimento\` ADD \`email_atendimento\` text;`)
  await db.run(sql`ALTER TABLE \`configuracoes_atendimento\` ADD \`email_comercial\` text;`)
  // The ombudsman's cases already filed keep their legal deadline as the case's deadline.
  await db.run(sql`UPDATE \`manifestacoes_ouvidoria\` SET \`prazo\` = \`prazo_resposta\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`linhas_credito_tarifas\`;`)
  await db.run(sql`DROP TABLE \`simulacoes_notas\`;`)
  await db.run(sql`DROP TABLE \`solicitacoes_financiamento_respostas\`;`)
  await db.run(sql`DROP TABLE \`solicitacoes_financiamento_notas\`;`)
  await db.run(sql`DROP TABLE \`cadastros_fundos_notas\`;`)
  await db.run(sql`DROP TABLE \`mensagens_contato_respostas\`;`)
  await db.run(sql`DROP TABLE \`mensagens_contato_notas\`;`)
  await db.run(sql`DROP TABLE \`manifestacoes_ouvidoria_notas\`;`)
  await db.run(sql`DROP TABLE \`protocolos_respostas\`;`)
  await db.run(sql`DROP TABLE \`protocolos_notas\`;`)
  await db.run(sql`DROP TABLE \`avaliacoes_satisfacao\`;`)
  await db.run(sql`DROP TABLE \`configuracoes_atendimento_prazos_dos_casos\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_simulacoes\` (
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
  await db.run(sql`INSERT INTO \`__new_simulacoes\`("id", "situacao", "resultado", "razao_social", "cnpj", "email_solicitante", "telefone_solicitante", "cidade", "uf", "segmentacao", "objetivo_financiamento", "faturamento", "valor_financiamento", "acima_de300k", "linha_id", "resposta", "chave_idempotencia", "updated_at", "created_at") SELECT "id", "situacao", "resultado", "razao_social", "cnpj", "email_solicitante", "telefone_solicitante", "cidade", "uf", "segmentacao", "objetivo_financiamento", "faturamento", "valor_financiamento", "acima_de300k", "linha_id", "resposta", "chave_idempotencia", "updated_at", "created_at" FROM \`simulacoes\`;`)
  await db.run(sql`DROP TABLE \`simulacoes\`;`)
  await db.run(sql`ALTER TABLE \`__new_simulacoes\` RENAME TO \`simulacoes\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`simulacoes_cnpj_idx\` ON \`simulacoes\` (\`cnpj\`);`)
  await db.run(sql`CREATE INDEX \`simulacoes_linha_idx\` ON \`simulacoes\` (\`linha_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`simulacoes_chave_idempotencia_idx\` ON \`simulacoes\` (\`chave_idempotencia\`);`)
  await db.run(sql`CREATE INDEX \`simulacoes_updated_at_idx\` ON \`simulacoes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`simulacoes_created_at_idx\` ON \`simulacoes\` (\`created_at\`);`)
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
  await db.run(sql`INSERT INTO \`__new_solicitacoes_financiamento\`("id", "situacao", "produto_id", "produto_titulo", "nome", "cpf_cnpj", "email", "telefone", "municipio", "valor", "motivo", "chave_idempotencia", "updated_at", "created_at") SELECT "id", "situacao", "produto_id", "produto_titulo", "nome", "cpf_cnpj", "email", "telefone", "municipio", "valor", "motivo", "chave_idempotencia", "updated_at", "created_at" FROM \`solicitacoes_financiamento\`;`)
  await db.run(sql`DROP TABLE \`solicitacoes_financiamento\`;`)
  await db.run(sql`ALTER TABLE \`__new_solicitacoes_financiamento\` RENAME TO \`solicitacoes_financiamento\`;`)
  await db.run(sql`CREATE INDEX \`solicitacoes_financiamento_produto_idx\` ON \`solicitacoes_financiamento\` (\`produto_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`solicitacoes_financiamento_chave_idempotencia_idx\` ON \`solicitacoes_financiamento\` (\`chave_idempotencia\`);`)
  await db.run(sql`CREATE INDEX \`solicitacoes_financiamento_updated_at_idx\` ON \`solicitacoes_financiamento\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`solicitacoes_financiamento_created_at_idx\` ON \`solicitacoes_financiamento\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_cadastros_fundos\` (
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
  await db.run(sql`INSERT INTO \`__new_cadastros_fundos\`("id", "situacao", "tipo_formulario", "papel", "nome", "documento", "email", "dados", "chave_idempotencia", "updated_at", "created_at") SELECT "id", "situacao", "tipo_formulario", "papel", "nome", "documento", "email", "dados", "chave_idempotencia", "updated_at", "created_at" FROM \`cadastros_fundos\`;`)
  await db.run(sql`DROP TABLE \`cadastros_fundos\`;`)
  await db.run(sql`ALTER TABLE \`__new_cadastros_fundos\` RENAME TO \`cadastros_fundos\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`cadastros_fundos_chave_idempotencia_idx\` ON \`cadastros_fundos\` (\`chave_idempotencia\`);`)
  await db.run(sql`CREATE INDEX \`cadastros_fundos_updated_at_idx\` ON \`cadastros_fundos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cadastros_fundos_created_at_idx\` ON \`cadastros_fundos\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_mensagens_contato\` (
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
  await db.run(sql`INSERT INTO \`__new_mensagens_contato\`("id", "situacao", "nome", "empresa", "email", "telefone", "municipio", "uf", "mensagem", "chave_idempotencia", "updated_at", "created_at") SELECT "id", "situacao", "nome", "empresa", "email", "telefone", "municipio", "uf", "mensagem", "chave_idempotencia", "updated_at", "created_at" FROM \`mensagens_contato\`;`)
  await db.run(sql`DROP TABLE \`mensagens_contato\`;`)
  await db.run(sql`ALTER TABLE \`__new_mensagens_contato\` RENAME TO \`mensagens_contato\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`mensagens_contato_chave_idempotencia_idx\` ON \`mensagens_contato\` (\`chave_idempotencia\`);`)
  await db.run(sql`CREATE INDEX \`mensagens_contato_updated_at_idx\` ON \`mensagens_contato\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`mensagens_contato_created_at_idx\` ON \`mensagens_contato\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_manifestacoes_ouvidoria\` (
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
  await db.run(sql`INSERT INTO \`__new_manifestacoes_ouvidoria\`("id", "situacao", "protocolo", "prazo_resposta", "prorrogada", "justificativa_prorrogacao", "prioridade", "natureza_manifestacao", "assunto", "mensagem", "nome", "cpf_cnpj", "email", "telefone", "endereco", "quantidade_anexos", "resposta", "resposta_enviada_em", "chave_idempotencia", "updated_at", "created_at") SELECT "id", "situacao", "protocolo", "prazo_resposta", "prorrogada", "justificativa_prorrogacao", "prioridade", "natureza_manifestacao", "assunto", "mensagem", "nome", "cpf_cnpj", "email", "telefone", "endereco", "quantidade_anexos", "resposta", "resposta_enviada_em", "chave_idempotencia", "updated_at", "created_at" FROM \`manifestacoes_ouvidoria\`;`)
  await db.run(sql`DROP TABLE \`manifestacoes_ouvidoria\`;`)
  await db.run(sql`ALTER TABLE \`__new_manifestacoes_ouvidoria\` RENAME TO \`manifestacoes_ouvidoria\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`manifestacoes_ouvidoria_protocolo_idx\` ON \`manifestacoes_ouvidoria\` (\`protocolo\`);`)
  await db.run(sql`CREATE INDEX \`manifestacoes_ouvidoria_prazo_resposta_idx\` ON \`manifestacoes_ouvidoria\` (\`prazo_resposta\`);`)
  await db.run(sql`CREATE INDEX \`manifestacoes_ouvidoria_prioridade_idx\` ON \`manifestacoes_ouvidoria\` (\`prioridade\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`manifestacoes_ouvidoria_chave_idempotencia_idx\` ON \`manifestacoes_ouvidoria\` (\`chave_idempotencia\`);`)
  await db.run(sql`CREATE INDEX \`manifestacoes_ouvidoria_updated_at_idx\` ON \`manifestacoes_ouvidoria\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`manifestacoes_ouvidoria_created_at_idx\` ON \`manifestacoes_ouvidoria\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_protocolos\` (
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
  await db.run(sql`INSERT INTO \`__new_protocolos\`("id", "situacao", "protocolo", "prioridade", "ultimo_envio", "nome", "cpfcnpj", "email", "telefone", "area_destinataria", "descricao", "chave_idempotencia", "updated_at", "created_at") SELECT "id", "situacao", "protocolo", "prioridade", "ultimo_envio", "nome", "cpfcnpj", "email", "telefone", "area_destinataria", "descricao", "chave_idempotencia", "updated_at", "created_at" FROM \`protocolos\`;`)
  await db.run(sql`DROP TABLE \`protocolos\`;`)
  await db.run(sql`ALTER TABLE \`__new_protocolos\` RENAME TO \`protocolos\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`protocolos_protocolo_idx\` ON \`protocolos\` (\`protocolo\`);`)
  await db.run(sql`CREATE INDEX \`protocolos_prioridade_idx\` ON \`protocolos\` (\`prioridade\`);`)
  await db.run(sql`CREATE INDEX \`protocolos_ultimo_envio_idx\` ON \`protocolos\` (\`ultimo_envio\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`protocolos_chave_idempotencia_idx\` ON \`protocolos\` (\`chave_idempotencia\`);`)
  await db.run(sql`CREATE INDEX \`protocolos_updated_at_idx\` ON \`protocolos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`protocolos_created_at_idx\` ON \`protocolos\` (\`created_at\`);`)
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
  await db.run(sql`DROP INDEX \`denuncias_novidade_idx\`;`)
  await db.run(sql`ALTER TABLE \`denuncias\` DROP COLUMN \`novidade\`;`)
  await db.run(sql`ALTER TABLE \`configuracoes_site\` DROP COLUMN \`telefone_ouvidoria\`;`)
  await db.run(sql`ALTER TABLE \`configuracoes_site\` DROP COLUMN \`iof_aliquota_diaria\`;`)
  await db.run(sql`ALTER TABLE \`configuracoes_site\` DROP COLUMN \`iof_aliquota_adicional\`;`)
  await db.run(sql`ALTER TABLE \`configuracoes_atendimento\` DROP COLUMN \`email_atendimento\`;`)
  await db.run(sql`ALTER TABLE \`configuracoes_atendimento\` DROP COLUMN \`email_comercial\`;`)
}
