import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "remuneracao_cargos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"cargo" varchar NOT NULL,
  	"quantidade" numeric DEFAULT 1 NOT NULL,
  	"honorarios" numeric NOT NULL,
  	"verba_representacao" numeric NOT NULL
  );
  
  CREATE TABLE "remuneracao" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"referencia" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "remuneracao_cargos" ADD CONSTRAINT "remuneracao_cargos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."remuneracao"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "remuneracao_cargos_order_idx" ON "remuneracao_cargos" USING btree ("_order");
  CREATE INDEX "remuneracao_cargos_parent_id_idx" ON "remuneracao_cargos" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "remuneracao_cargos" CASCADE;
  DROP TABLE "remuneracao" CASCADE;`)
}
