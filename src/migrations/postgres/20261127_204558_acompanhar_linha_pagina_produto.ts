import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "linhas_credito" ADD COLUMN "pagina_do_produto_id" integer;
  ALTER TABLE "linhas_credito" ADD CONSTRAINT "linhas_credito_pagina_do_produto_id_produtos_id_fk" FOREIGN KEY ("pagina_do_produto_id") REFERENCES "public"."produtos"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "linhas_credito_pagina_do_produto_idx" ON "linhas_credito" USING btree ("pagina_do_produto_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "linhas_credito" DROP CONSTRAINT "linhas_credito_pagina_do_produto_id_produtos_id_fk";
  
  DROP INDEX "linhas_credito_pagina_do_produto_idx";
  ALTER TABLE "linhas_credito" DROP COLUMN "pagina_do_produto_id";`)
}
