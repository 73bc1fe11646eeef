import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
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
  await db.run(sql`ALTER TABLE \`configuracoes_atendimento\` ADD \`email_atendimento\` text;`)
  await db.run(sql`ALTER TABLE \`configuracoes_atendimento\` ADD \`email_comercial\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`solicitacoes_financiamento_respostas\`;`)
  await db.run(sql`DROP TABLE \`mensagens_contato_respostas\`;`)
  await db.run(sql`DROP TABLE \`protocolos_respostas\`;`)
  await db.run(sql`ALTER TABLE \`configuracoes_atendimento\` DROP COLUMN \`email_atendimento\`;`)
  await db.run(sql`ALTER TABLE \`configuracoes_atendimento\` DROP COLUMN \`email_comercial\`;`)
}
