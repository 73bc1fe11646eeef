import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_mensagens_contato_situacao" AS ENUM('nova', 'respondida', 'arquivada');
  CREATE TABLE "mensagens_contato" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"situacao" "enum_mensagens_contato_situacao" DEFAULT 'nova' NOT NULL,
  	"nome" varchar NOT NULL,
  	"empresa" varchar,
  	"email" varchar NOT NULL,
  	"telefone" varchar NOT NULL,
  	"municipio" varchar NOT NULL,
  	"uf" varchar NOT NULL,
  	"mensagem" varchar NOT NULL,
  	"chave_idempotencia" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "mensagens_contato_id" integer;
  CREATE UNIQUE INDEX "mensagens_contato_chave_idempotencia_idx" ON "mensagens_contato" USING btree ("chave_idempotencia");
  CREATE INDEX "mensagens_contato_updated_at_idx" ON "mensagens_contato" USING btree ("updated_at");
  CREATE INDEX "mensagens_contato_created_at_idx" ON "mensagens_contato" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mensagens_contato_fk" FOREIGN KEY ("mensagens_contato_id") REFERENCES "public"."mensagens_contato"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_mensagens_contato_id_idx" ON "payload_locked_documents_rels" USING btree ("mensagens_contato_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "mensagens_contato" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "mensagens_contato" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_mensagens_contato_fk";
  
  DROP INDEX "payload_locked_documents_rels_mensagens_contato_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "mensagens_contato_id";
  DROP TYPE "public"."enum_mensagens_contato_situacao";`)
}
