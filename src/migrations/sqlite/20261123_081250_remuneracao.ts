import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`remuneracao_cargos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`cargo\` text NOT NULL,
  	\`quantidade\` numeric DEFAULT 1 NOT NULL,
  	\`honorarios\` numeric NOT NULL,
  	\`verba_representacao\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`remuneracao\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`remuneracao_cargos_order_idx\` ON \`remuneracao_cargos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`remuneracao_cargos_parent_id_idx\` ON \`remuneracao_cargos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`remuneracao\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`referencia\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`remuneracao_cargos\`;`)
  await db.run(sql`DROP TABLE \`remuneracao\`;`)
}
