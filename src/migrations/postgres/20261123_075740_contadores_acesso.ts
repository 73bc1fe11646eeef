import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "contadores_acesso" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"chave" varchar NOT NULL,
  	"acessos" numeric DEFAULT 0 NOT NULL,
  	"ultima_visita" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contadores_acesso_id" integer;
  CREATE UNIQUE INDEX "contadores_acesso_chave_idx" ON "contadores_acesso" USING btree ("chave");
  CREATE INDEX "contadores_acesso_updated_at_idx" ON "contadores_acesso" USING btree ("updated_at");
  CREATE INDEX "contadores_acesso_created_at_idx" ON "contadores_acesso" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contadores_acesso_fk" FOREIGN KEY ("contadores_acesso_id") REFERENCES "public"."contadores_acesso"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_contadores_acesso_id_idx" ON "payload_locked_documents_rels" USING btree ("contadores_acesso_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contadores_acesso" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "contadores_acesso" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contadores_acesso_fk";
  
  DROP INDEX "payload_locked_documents_rels_contadores_acesso_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contadores_acesso_id";`)
}
