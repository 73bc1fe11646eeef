import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "produtos" ADD COLUMN "resumo" varchar;
  ALTER TABLE "_produtos_v" ADD COLUMN "version_resumo" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "produtos" DROP COLUMN "resumo";
  ALTER TABLE "_produtos_v" DROP COLUMN "version_resumo";`)
}
