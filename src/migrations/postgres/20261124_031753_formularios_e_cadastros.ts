import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_canais_atendimento_canal" AS ENUM('fale-conosco', 'protocolo', 'ouvidoria', 'denuncias', 'perguntas', 'falabr', 'juro', 'encarregado', 'ir', 'boleto');
  ALTER TYPE "public"."enum_paginas_documentos_chave" ADD VALUE 'CLIENTES';
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
  
  CREATE TABLE "canais_atendimento_secoes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"titulo" varchar,
  	"conteudo" jsonb,
  	"corpo" varchar
  );
  
  CREATE TABLE "canais_atendimento_perguntas" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"pergunta" varchar,
  	"conteudo" jsonb,
  	"corpo" varchar
  );
  
  CREATE TABLE "canais_atendimento" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"canal" "enum_canais_atendimento_canal" NOT NULL,
  	"titulo" varchar NOT NULL,
  	"resumo" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "solicitacoes_financiamento" ALTER COLUMN "produto_id" DROP NOT NULL;
  ALTER TABLE "solicitacoes_financiamento" ADD COLUMN "produto_titulo" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "anexos_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "canais_atendimento_id" integer;
  ALTER TABLE "configuracoes_site" ADD COLUMN "encarregado_nome" varchar NOT NULL;
  ALTER TABLE "configuracoes_site" ADD COLUMN "encarregado_email" varchar NOT NULL;
  ALTER TABLE "configuracoes_site" ADD COLUMN "encarregado_telefone" varchar NOT NULL;
  ALTER TABLE "canais_atendimento_secoes" ADD CONSTRAINT "canais_atendimento_secoes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."canais_atendimento"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "canais_atendimento_perguntas" ADD CONSTRAINT "canais_atendimento_perguntas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."canais_atendimento"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "anexos_formulario_idx" ON "anexos" USING btree ("formulario");
  CREATE UNIQUE INDEX "anexos_chave_idx" ON "anexos" USING btree ("chave");
  CREATE INDEX "anexos_submissao_submissao_colecao_idx" ON "anexos" USING btree ("submissao_colecao");
  CREATE INDEX "anexos_updated_at_idx" ON "anexos" USING btree ("updated_at");
  CREATE INDEX "anexos_created_at_idx" ON "anexos" USING btree ("created_at");
  CREATE UNIQUE INDEX "anexos_filename_idx" ON "anexos" USING btree ("filename");
  CREATE INDEX "canais_atendimento_secoes_order_idx" ON "canais_atendimento_secoes" USING btree ("_order");
  CREATE INDEX "canais_atendimento_secoes_parent_id_idx" ON "canais_atendimento_secoes" USING btree ("_parent_id");
  CREATE INDEX "canais_atendimento_perguntas_order_idx" ON "canais_atendimento_perguntas" USING btree ("_order");
  CREATE INDEX "canais_atendimento_perguntas_parent_id_idx" ON "canais_atendimento_perguntas" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "canais_atendimento_canal_idx" ON "canais_atendimento" USING btree ("canal");
  CREATE INDEX "canais_atendimento_updated_at_idx" ON "canais_atendimento" USING btree ("updated_at");
  CREATE INDEX "canais_atendimento_created_at_idx" ON "canais_atendimento" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_anexos_fk" FOREIGN KEY ("anexos_id") REFERENCES "public"."anexos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_canais_atendimento_fk" FOREIGN KEY ("canais_atendimento_id") REFERENCES "public"."canais_atendimento"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_anexos_id_idx" ON "payload_locked_documents_rels" USING btree ("anexos_id");
  CREATE INDEX "payload_locked_documents_rels_canais_atendimento_id_idx" ON "payload_locked_documents_rels" USING btree ("canais_atendimento_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "anexos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "canais_atendimento_secoes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "canais_atendimento_perguntas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "canais_atendimento" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "anexos" CASCADE;
  DROP TABLE "canais_atendimento_secoes" CASCADE;
  DROP TABLE "canais_atendimento_perguntas" CASCADE;
  DROP TABLE "canais_atendimento" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_anexos_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_canais_atendimento_fk";
  
  ALTER TABLE "paginas_documentos" ALTER COLUMN "chave" SET DATA TYPE text;
  DROP TYPE "public"."enum_paginas_documentos_chave";
  CREATE TYPE "public"."enum_paginas_documentos_chave" AS ENUM('GERAL', 'AGRO', 'ICS', 'PUB', 'INV');
  ALTER TABLE "paginas_documentos" ALTER COLUMN "chave" SET DATA TYPE "public"."enum_paginas_documentos_chave" USING "chave"::"public"."enum_paginas_documentos_chave";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'atualizarIndicadores', 'enviarMensagens', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'atualizarIndicadores', 'enviarMensagens', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_anexos_id_idx";
  DROP INDEX "payload_locked_documents_rels_canais_atendimento_id_idx";
  ALTER TABLE "solicitacoes_financiamento" ALTER COLUMN "produto_id" SET NOT NULL;
  ALTER TABLE "solicitacoes_financiamento" DROP COLUMN "produto_titulo";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "anexos_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "canais_atendimento_id";
  ALTER TABLE "configuracoes_site" DROP COLUMN "encarregado_nome";
  ALTER TABLE "configuracoes_site" DROP COLUMN "encarregado_email";
  ALTER TABLE "configuracoes_site" DROP COLUMN "encarregado_telefone";
  DROP TYPE "public"."enum_canais_atendimento_canal";`)
}
