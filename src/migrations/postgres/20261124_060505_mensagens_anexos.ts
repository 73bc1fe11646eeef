import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "mensagens_anexos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"nome" varchar NOT NULL,
  	"tipo" varchar NOT NULL,
  	"tamanho" numeric,
  	"conteudo" varchar
  );
  
  ALTER TABLE "mensagens_anexos" ADD CONSTRAINT "mensagens_anexos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mensagens"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "mensagens_anexos_order_idx" ON "mensagens_anexos" USING btree ("_order");
  CREATE INDEX "mensagens_anexos_parent_id_idx" ON "mensagens_anexos" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "mensagens_anexos" CASCADE;`)
}
