import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
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
  await db.run(sql`ALTER TABLE \`solicitacoes_financiamento\` ADD \`responsavel_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`solicitacoes_financiamento\` ADD \`prazo\` text;`)
  await db.run(sql`ALTER TABLE \`solicitacoes_financiamento\` ADD \`novidade\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`solicitacoes_financiamento_responsavel_idx\` ON \`solicitacoes_financiamento\` (\`responsavel_id\`);`)
  await db.run(sql`CREATE INDEX \`solicitacoes_financiamento_prazo_idx\` ON \`solicitacoes_financiamento\` (\`prazo\`);`)
  await db.run(sql`CREATE INDEX \`solicitacoes_financiamento_novidade_idx\` ON \`solicitacoes_financiamento\` (\`novidade\`);`)
  await db.run(sql`ALTER TABLE \`cadastros_fundos\` ADD \`responsavel_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`cadastros_fundos\` ADD \`prazo\` text;`)
  await db.run(sql`ALTER TABLE \`cadastros_fundos\` ADD \`novidade\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`cadastros_fundos_responsavel_idx\` ON \`cadastros_fundos\` (\`responsavel_id\`);`)
  await db.run(sql`CREATE INDEX \`cadastros_fundos_prazo_idx\` ON \`cadastros_fundos\` (\`prazo\`);`)
  await db.run(sql`CREATE INDEX \`cadastros_fundos_novidade_idx\` ON \`cadastros_fundos\` (\`novidade\`);`)
  await db.run(sql`ALTER TABLE \`mensagens_contato\` ADD \`responsavel_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`mensagens_contato\` ADD \`prazo\` text;`)
  await db.run(sql`ALTER TABLE \`mensagens_contato\` ADD \`novidade\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`mensagens_contato_responsavel_idx\` ON \`mensagens_contato\` (\`responsavel_id\`);`)
  await db.run(sql`CREATE INDEX \`mensagens_contato_prazo_idx\` ON \`mensagens_contato\` (\`prazo\`);`)
  await db.run(sql`CREATE INDEX \`mensagens_contato_novidade_idx\` ON \`mensagens_contato\` (\`novidade\`);`)
  await db.run(sql`ALTER TABLE \`manifestacoes_ouvidoria\` ADD \`responsavel_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`manifestacoes_ouvidoria\` ADD \`prazo\` text;`)
  await db.run(sql`ALTER TABLE \`manifestacoes_ouvidoria\` ADD \`novidade\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`manifestacoes_ouvidoria_responsavel_idx\` ON \`manifestacoes_ouvidoria\` (\`responsavel_id\`);`)
  await db.run(sql`CREATE INDEX \`manifestacoes_ouvidoria_prazo_idx\` ON \`manifestacoes_ouvidoria\` (\`prazo\`);`)
  // The ombudsman's case deadline is its legal one (collections/ManifestacoesOuvidoria/fluxo.ts).
  await db.run(sql`UPDATE \`manifestacoes_ouvidoria\` SET \`prazo\` = \`prazo_resposta\`;`)
  await db.run(sql`CREATE INDEX \`manifestacoes_ouvidoria_novidade_idx\` ON \`manifestacoes_ouvidoria\` (\`novidade\`);`)
  await db.run(sql`ALTER TABLE \`protocolos\` ADD \`responsavel_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`protocolos\` ADD \`prazo\` text;`)
  await db.run(sql`ALTER TABLE \`protocolos\` ADD \`novidade\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`protocolos_responsavel_idx\` ON \`protocolos\` (\`responsavel_id\`);`)
  await db.run(sql`CREATE INDEX \`protocolos_prazo_idx\` ON \`protocolos\` (\`prazo\`);`)
  await db.run(sql`CREATE INDEX \`protocolos_novidade_idx\` ON \`protocolos\` (\`novidade\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`simulacoes_notas\`;`)
  await db.run(sql`DROP TABLE \`solicitacoes_financiamento_notas\`;`)
  await db.run(sql`DROP TABLE \`cadastros_fundos_notas\`;`)
  await db.run(sql`DROP TABLE \`mensagens_contato_notas\`;`)
  await db.run(sql`DROP TABLE \`manifestacoes_ouvidoria_notas\`;`)
  await db.run(sql`DROP TABLE \`protocolos_notas\`;`)
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
}
