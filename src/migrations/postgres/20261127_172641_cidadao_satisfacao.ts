import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "avaliacoes_satisfacao" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"caso" varchar NOT NULL,
  	"servico" varchar NOT NULL,
  	"mes" varchar NOT NULL,
  	"nota" numeric NOT NULL,
  	"comentario" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "avaliacoes_satisfacao_id" integer;
  CREATE UNIQUE INDEX "avaliacoes_satisfacao_caso_idx" ON "avaliacoes_satisfacao" USING btree ("caso");
  CREATE INDEX "avaliacoes_satisfacao_servico_idx" ON "avaliacoes_satisfacao" USING btree ("servico");
  CREATE INDEX "avaliacoes_satisfacao_mes_idx" ON "avaliacoes_satisfacao" USING btree ("mes");
  CREATE INDEX "avaliacoes_satisfacao_updated_at_idx" ON "avaliacoes_satisfacao" USING btree ("updated_at");
  CREATE INDEX "avaliacoes_satisfacao_created_at_idx" ON "avaliacoes_satisfacao" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_avaliacoes_satisfacao_fk" FOREIGN KEY ("avaliacoes_satisfacao_id") REFERENCES "public"."avaliacoes_satisfacao"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_avaliacoes_satisfacao_id_idx" ON "payload_locked_documents_rels" USING btree ("avaliacoes_satisfacao_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "avaliacoes_satisfacao" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "avaliacoes_satisfacao" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_avaliacoes_satisfacao_fk";
  
  DROP INDEX "payload_locked_documents_rels_avaliacoes_satisfacao_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "avaliacoes_satisfacao_id";`)
}
