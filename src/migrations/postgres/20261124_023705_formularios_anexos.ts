import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'purgarAnexos' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'purgarAnexos' BEFORE 'schedulePublish';
  CREATE TABLE "anexos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"nome_original" varchar NOT NULL,
  	"formulario" varchar NOT NULL,
  	"chave" varchar NOT NULL,
  	"submissao_colecao" varchar,
  	"submissao_registro" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "solicitacoes_financiamento" ALTER COLUMN "produto_id" DROP NOT NULL;
  ALTER TABLE "solicitacoes_financiamento" ADD COLUMN "produto_titulo" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "anexos_id" integer;
  CREATE INDEX "anexos_formulario_idx" ON "anexos" USING btree ("formulario");
  CREATE UNIQUE INDEX "anexos_chave_idx" ON "anexos" USING btree ("chave");
  CREATE INDEX "anexos_submissao_submissao_colecao_idx" ON "anexos" USING btree ("submissao_colecao");
  CREATE INDEX "anexos_updated_at_idx" ON "anexos" USING btree ("updated_at");
  CREATE INDEX "anexos_created_at_idx" ON "anexos" USING btree ("created_at");
  CREATE UNIQUE INDEX "anexos_filename_idx" ON "anexos" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_anexos_fk" FOREIGN KEY ("anexos_id") REFERENCES "public"."anexos"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_anexos_id_idx" ON "payload_locked_documents_rels" USING btree ("anexos_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "anexos" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "anexos" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_anexos_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'atualizarIndicadores', 'enviarMensagens', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'atualizarIndicadores', 'enviarMensagens', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_anexos_id_idx";
  ALTER TABLE "solicitacoes_financiamento" ALTER COLUMN "produto_id" SET NOT NULL;
  ALTER TABLE "solicitacoes_financiamento" DROP COLUMN "produto_titulo";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "anexos_id";`)
}
