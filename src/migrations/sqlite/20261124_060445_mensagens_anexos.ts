import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
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
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`mensagens_anexos\`;`)
}
