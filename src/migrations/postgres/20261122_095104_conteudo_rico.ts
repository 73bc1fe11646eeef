import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "produtos" ADD COLUMN "conteudo" jsonb;
  ALTER TABLE "_produtos_v" ADD COLUMN "version_conteudo" jsonb;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "produtos" DROP COLUMN "conteudo";
  ALTER TABLE "_produtos_v" DROP COLUMN "version_conteudo";`)
}
