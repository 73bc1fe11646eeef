import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`paginas_inst_sem_financiamento\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`paginas_institucionais\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`paginas_inst_sem_financiamento_order_idx\` ON \`paginas_inst_sem_financiamento\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`paginas_inst_sem_financiamento_parent_idx\` ON \`paginas_inst_sem_financiamento\` (\`parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`paginas_inst_sem_financiamento\`;`)
}
