import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_linhas_credito_tarifas_tipo" AS ENUM('valor', 'percentual');
  CREATE TABLE "linhas_credito_tarifas" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"nome" varchar NOT NULL,
  	"tipo" "enum_linhas_credito_tarifas_tipo" DEFAULT 'valor' NOT NULL,
  	"valor" numeric NOT NULL
  );
  
  ALTER TABLE "configuracoes_site" ADD COLUMN "telefone_ouvidoria" varchar;
  ALTER TABLE "configuracoes_site" ADD COLUMN "iof_aliquota_diaria" numeric DEFAULT 0.0041 NOT NULL;
  ALTER TABLE "configuracoes_site" ADD COLUMN "iof_aliquota_adicional" numeric DEFAULT 0.38 NOT NULL;
  ALTER TABLE "linhas_credito_tarifas" ADD CONSTRAINT "linhas_credito_tarifas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."linhas_credito"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "linhas_credito_tarifas_order_idx" ON "linhas_credito_tarifas" USING btree ("_order");
  CREATE INDEX "linhas_credito_tarifas_parent_id_idx" ON "linhas_credito_tarifas" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "linhas_credito_tarifas" CASCADE;
  ALTER TABLE "configuracoes_site" DROP COLUMN "telefone_ouvidoria";
  ALTER TABLE "configuracoes_site" DROP COLUMN "iof_aliquota_diaria";
  ALTER TABLE "configuracoes_site" DROP COLUMN "iof_aliquota_adicional";
  DROP TYPE "public"."enum_linhas_credito_tarifas_tipo";`)
}
