import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "configuracoes_site" ALTER COLUMN "area_cliente_url" DROP DEFAULT;
  ALTER TABLE "configuracoes_site" ALTER COLUMN "area_cliente_url" DROP NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "configuracoes_site" ALTER COLUMN "area_cliente_url" SET DEFAULT '/ibb-web/';
  ALTER TABLE "configuracoes_site" ALTER COLUMN "area_cliente_url" SET NOT NULL;`)
}
