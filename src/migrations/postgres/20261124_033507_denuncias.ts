import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_denuncias_status" AS ENUM('recebida', 'em-analise', 'concluida', 'arquivada');
  CREATE TABLE "denuncias" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_denuncias_status" DEFAULT 'recebida' NOT NULL,
  	"data_de_fechamento" timestamp(3) with time zone,
  	"etiqueta" varchar NOT NULL,
  	"sal" varchar NOT NULL,
  	"verificador" varchar NOT NULL,
  	"chave_do_denunciante" varchar NOT NULL,
  	"texto" jsonb NOT NULL,
  	"identidade" jsonb,
  	"documentos" jsonb,
  	"observacao" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "membros_integridade" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"usuario_id" integer NOT NULL,
  	"chave_publica" varchar NOT NULL,
  	"chave_privada" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "denuncias_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "membros_integridade_id" integer;
  ALTER TABLE "membros_integridade" ADD CONSTRAINT "membros_integridade_usuario_id_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "denuncias_status_idx" ON "denuncias" USING btree ("status");
  CREATE UNIQUE INDEX "denuncias_etiqueta_idx" ON "denuncias" USING btree ("etiqueta");
  CREATE INDEX "denuncias_updated_at_idx" ON "denuncias" USING btree ("updated_at");
  CREATE INDEX "denuncias_created_at_idx" ON "denuncias" USING btree ("created_at");
  CREATE UNIQUE INDEX "membros_integridade_usuario_idx" ON "membros_integridade" USING btree ("usuario_id");
  CREATE INDEX "membros_integridade_updated_at_idx" ON "membros_integridade" USING btree ("updated_at");
  CREATE INDEX "membros_integridade_created_at_idx" ON "membros_integridade" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_denuncias_fk" FOREIGN KEY ("denuncias_id") REFERENCES "public"."denuncias"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_membros_integridade_fk" FOREIGN KEY ("membros_integridade_id") REFERENCES "public"."membros_integridade"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_denuncias_id_idx" ON "payload_locked_documents_rels" USING btree ("denuncias_id");
  CREATE INDEX "payload_locked_documents_rels_membros_integridade_id_idx" ON "payload_locked_documents_rels" USING btree ("membros_integridade_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "denuncias" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "membros_integridade" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "denuncias" CASCADE;
  DROP TABLE "membros_integridade" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_denuncias_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_membros_integridade_fk";
  
  DROP INDEX "payload_locked_documents_rels_denuncias_id_idx";
  DROP INDEX "payload_locked_documents_rels_membros_integridade_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "denuncias_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "membros_integridade_id";
  DROP TYPE "public"."enum_denuncias_status";`)
}
