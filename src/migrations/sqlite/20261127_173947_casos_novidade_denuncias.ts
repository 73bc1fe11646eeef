import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`denuncias\` ADD \`novidade\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`denuncias_novidade_idx\` ON \`denuncias\` (\`novidade\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`denuncias_novidade_idx\`;`)
  await db.run(sql`ALTER TABLE \`denuncias\` DROP COLUMN \`novidade\`;`)
}
