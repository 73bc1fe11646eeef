import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`linhas_credito\` ADD \`pagina_do_produto_id\` integer REFERENCES produtos(id);`)
  await db.run(sql`CREATE INDEX \`linhas_credito_pagina_do_produto_idx\` ON \`linhas_credito\` (\`pagina_do_produto_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_linhas_credito\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`produto\` text NOT NULL,
  	\`faturamento_minimo\` numeric NOT NULL,
  	\`faturamento_maximo\` numeric NOT NULL,
  	\`valor_minimo\` numeric NOT NULL,
  	\`valor_maximo\` numeric NOT NULL,
  	\`taxa_mensal\` numeric NOT NULL,
  	\`prazo_meses\` numeric NOT NULL,
  	\`carencia_meses\` numeric NOT NULL,
  	\`sistema\` text DEFAULT 'SAC' NOT NULL,
  	\`juros_na_carencia\` text DEFAULT 'pagos' NOT NULL,
  	\`ativa\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_linhas_credito\`("id", "produto", "faturamento_minimo", "faturamento_maximo", "valor_minimo", "valor_maximo", "taxa_mensal", "prazo_meses", "carencia_meses", "sistema", "juros_na_carencia", "ativa", "updated_at", "created_at") SELECT "id", "produto", "faturamento_minimo", "faturamento_maximo", "valor_minimo", "valor_maximo", "taxa_mensal", "prazo_meses", "carencia_meses", "sistema", "juros_na_carencia", "ativa", "updated_at", "created_at" FROM \`linhas_credito\`;`)
  await db.run(sql`DROP TABLE \`linhas_credito\`;`)
  await db.run(sql`ALTER TABLE \`__new_linhas_credito\` RENAME TO \`linhas_credito\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`linhas_credito_updated_at_idx\` ON \`linhas_credito\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`linhas_credito_created_at_idx\` ON \`linhas_credito\` (\`created_at\`);`)
}
