import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_cadastros_fundos_situacao" AS ENUM('recebido', 'em-analise', 'tratado');
  CREATE TYPE "public"."enum_cadastros_fundos_tipo_formulario" AS ENUM('fisica', 'juridica');
  CREATE TABLE "cadastros_fundos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"situacao" "enum_cadastros_fundos_situacao" DEFAULT 'recebido' NOT NULL,
  	"tipo_formulario" "enum_cadastros_fundos_tipo_formulario" NOT NULL,
  	"papel" varchar,
  	"nome" varchar NOT NULL,
  	"documento" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"dados" jsonb NOT NULL,
  	"chave_idempotencia" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "cadastros_fundos_id" integer;
  CREATE UNIQUE INDEX "cadastros_fundos_chave_idempotencia_idx" ON "cadastros_fundos" USING btree ("chave_idempotencia");
  CREATE INDEX "cadastros_fundos_updated_at_idx" ON "cadastros_fundos" USING btree ("updated_at");
  CREATE INDEX "cadastros_fundos_created_at_idx" ON "cadastros_fundos" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cadastros_fundos_fk" FOREIGN KEY ("cadastros_fundos_id") REFERENCES "public"."cadastros_fundos"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_cadastros_fundos_id_idx" ON "payload_locked_documents_rels" USING btree ("cadastros_fundos_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cadastros_fundos" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cadastros_fundos" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_cadastros_fundos_fk";
  
  DROP INDEX "payload_locked_documents_rels_cadastros_fundos_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "cadastros_fundos_id";
  DROP TYPE "public"."enum_cadastros_fundos_situacao";
  DROP TYPE "public"."enum_cadastros_fundos_tipo_formulario";`)
}
