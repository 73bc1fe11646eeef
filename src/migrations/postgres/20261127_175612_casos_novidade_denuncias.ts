import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "denuncias" ADD COLUMN "novidade" boolean DEFAULT false;
  CREATE INDEX "denuncias_novidade_idx" ON "denuncias" USING btree ("novidade");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "denuncias_novidade_idx";
  ALTER TABLE "denuncias" DROP COLUMN "novidade";`)
}
