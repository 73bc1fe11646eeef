import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_cadastros_fundos_situacao" AS ENUM('recebido', 'em-analise', 'tratado');
  CREATE TYPE "public"."enum_cadastros_fundos_tipo_formulario" AS ENUM('fisica', 'juridica');
  CREATE TYPE "public"."enum_mensagens_contato_situacao" AS ENUM('nova', 'respondida', 'arquivada');
  CREATE TYPE "public"."enum_denuncias_status" AS ENUM('recebida', 'em-analise', 'concluida', 'arquivada');
  CREATE TYPE "public"."enum_auditoria_acao" AS ENUM('consultou', 'alterou', 'excluiu');
  ALTER TYPE "public"."enum_paginas_institucionais_rota" ADD VALUE 'acessibilidade';
  ALTER TYPE "public"."enum_paginas_institucionais_rota" ADD VALUE 'politica-de-privacidade';
  ALTER TYPE "public"."enum_paginas_institucionais_rota" ADD VALUE 'acesso-a-informacao';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'purgarAnexos' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'purgarAnexos' BEFORE 'schedulePublish';
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
  
  CREATE TABLE "estados_civis" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"descricao" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "regimes_casamento" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"descricao" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tipos_documento" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"descricao" varchar NOT NULL,
  	"sigla" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "enquadramentos_pep" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"descricao" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tipos_parte_relacionada" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"descricao" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "prefixos_endereco" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"descricao" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "auditoria" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"usuario_id" integer NOT NULL,
  	"acao" "enum_auditoria_acao" NOT NULL,
  	"colecao" varchar NOT NULL,
  	"documento" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "auditoria_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "configuracoes_site_requisitos_proposta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"texto" varchar NOT NULL
  );
  
  ALTER TABLE "solicitacoes_financiamento" ALTER COLUMN "produto_id" DROP NOT NULL;
  ALTER TABLE "solicitacoes_financiamento" ADD COLUMN "produto_titulo" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "cadastros_fundos_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "mensagens_contato_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "anexos_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "denuncias_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "membros_integridade_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "estados_civis_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "regimes_casamento_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tipos_documento_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "enquadramentos_pep_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tipos_parte_relacionada_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "prefixos_endereco_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "auditoria_id" integer;
  ALTER TABLE "membros_integridade" ADD CONSTRAINT "membros_integridade_usuario_id_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_usuario_id_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "auditoria_texts" ADD CONSTRAINT "auditoria_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."auditoria"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "configuracoes_site_requisitos_proposta" ADD CONSTRAINT "configuracoes_site_requisitos_proposta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."configuracoes_site"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "cadastros_fundos_chave_idempotencia_idx" ON "cadastros_fundos" USING btree ("chave_idempotencia");
  CREATE INDEX "cadastros_fundos_updated_at_idx" ON "cadastros_fundos" USING btree ("updated_at");
  CREATE INDEX "cadastros_fundos_created_at_idx" ON "cadastros_fundos" USING btree ("created_at");
  CREATE UNIQUE INDEX "mensagens_contato_chave_idempotencia_idx" ON "mensagens_contato" USING btree ("chave_idempotencia");
  CREATE INDEX "mensagens_contato_updated_at_idx" ON "mensagens_contato" USING btree ("updated_at");
  CREATE INDEX "mensagens_contato_created_at_idx" ON "mensagens_contato" USING btree ("created_at");
  CREATE INDEX "anexos_formulario_idx" ON "anexos" USING btree ("formulario");
  CREATE UNIQUE INDEX "anexos_chave_idx" ON "anexos" USING btree ("chave");
  CREATE INDEX "anexos_submissao_submissao_colecao_idx" ON "anexos" USING btree ("submissao_colecao");
  CREATE INDEX "anexos_updated_at_idx" ON "anexos" USING btree ("updated_at");
  CREATE INDEX "anexos_created_at_idx" ON "anexos" USING btree ("created_at");
  CREATE UNIQUE INDEX "anexos_filename_idx" ON "anexos" USING btree ("filename");
  CREATE INDEX "denuncias_status_idx" ON "denuncias" USING btree ("status");
  CREATE UNIQUE INDEX "denuncias_etiqueta_idx" ON "denuncias" USING btree ("etiqueta");
  CREATE INDEX "denuncias_updated_at_idx" ON "denuncias" USING btree ("updated_at");
  CREATE INDEX "denuncias_created_at_idx" ON "denuncias" USING btree ("created_at");
  CREATE UNIQUE INDEX "membros_integridade_usuario_idx" ON "membros_integridade" USING btree ("usuario_id");
  CREATE INDEX "membros_integridade_updated_at_idx" ON "membros_integridade" USING btree ("updated_at");
  CREATE INDEX "membros_integridade_created_at_idx" ON "membros_integridade" USING btree ("created_at");
  CREATE UNIQUE INDEX "estados_civis_descricao_idx" ON "estados_civis" USING btree ("descricao");
  CREATE INDEX "estados_civis_updated_at_idx" ON "estados_civis" USING btree ("updated_at");
  CREATE INDEX "estados_civis_created_at_idx" ON "estados_civis" USING btree ("created_at");
  CREATE UNIQUE INDEX "regimes_casamento_descricao_idx" ON "regimes_casamento" USING btree ("descricao");
  CREATE INDEX "regimes_casamento_updated_at_idx" ON "regimes_casamento" USING btree ("updated_at");
  CREATE INDEX "regimes_casamento_created_at_idx" ON "regimes_casamento" USING btree ("created_at");
  CREATE UNIQUE INDEX "tipos_documento_descricao_idx" ON "tipos_documento" USING btree ("descricao");
  CREATE INDEX "tipos_documento_updated_at_idx" ON "tipos_documento" USING btree ("updated_at");
  CREATE INDEX "tipos_documento_created_at_idx" ON "tipos_documento" USING btree ("created_at");
  CREATE UNIQUE INDEX "enquadramentos_pep_descricao_idx" ON "enquadramentos_pep" USING btree ("descricao");
  CREATE INDEX "enquadramentos_pep_updated_at_idx" ON "enquadramentos_pep" USING btree ("updated_at");
  CREATE INDEX "enquadramentos_pep_created_at_idx" ON "enquadramentos_pep" USING btree ("created_at");
  CREATE UNIQUE INDEX "tipos_parte_relacionada_descricao_idx" ON "tipos_parte_relacionada" USING btree ("descricao");
  CREATE INDEX "tipos_parte_relacionada_updated_at_idx" ON "tipos_parte_relacionada" USING btree ("updated_at");
  CREATE INDEX "tipos_parte_relacionada_created_at_idx" ON "tipos_parte_relacionada" USING btree ("created_at");
  CREATE UNIQUE INDEX "prefixos_endereco_descricao_idx" ON "prefixos_endereco" USING btree ("descricao");
  CREATE INDEX "prefixos_endereco_updated_at_idx" ON "prefixos_endereco" USING btree ("updated_at");
  CREATE INDEX "prefixos_endereco_created_at_idx" ON "prefixos_endereco" USING btree ("created_at");
  CREATE INDEX "auditoria_usuario_idx" ON "auditoria" USING btree ("usuario_id");
  CREATE INDEX "auditoria_colecao_idx" ON "auditoria" USING btree ("colecao");
  CREATE INDEX "auditoria_documento_idx" ON "auditoria" USING btree ("documento");
  CREATE INDEX "auditoria_updated_at_idx" ON "auditoria" USING btree ("updated_at");
  CREATE INDEX "auditoria_created_at_idx" ON "auditoria" USING btree ("created_at");
  CREATE INDEX "auditoria_texts_order_parent" ON "auditoria_texts" USING btree ("order","parent_id");
  CREATE INDEX "configuracoes_site_requisitos_proposta_order_idx" ON "configuracoes_site_requisitos_proposta" USING btree ("_order");
  CREATE INDEX "configuracoes_site_requisitos_proposta_parent_id_idx" ON "configuracoes_site_requisitos_proposta" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cadastros_fundos_fk" FOREIGN KEY ("cadastros_fundos_id") REFERENCES "public"."cadastros_fundos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mensagens_contato_fk" FOREIGN KEY ("mensagens_contato_id") REFERENCES "public"."mensagens_contato"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_anexos_fk" FOREIGN KEY ("anexos_id") REFERENCES "public"."anexos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_denuncias_fk" FOREIGN KEY ("denuncias_id") REFERENCES "public"."denuncias"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_membros_integridade_fk" FOREIGN KEY ("membros_integridade_id") REFERENCES "public"."membros_integridade"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_estados_civis_fk" FOREIGN KEY ("estados_civis_id") REFERENCES "public"."estados_civis"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_regimes_casamento_fk" FOREIGN KEY ("regimes_casamento_id") REFERENCES "public"."regimes_casamento"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tipos_documento_fk" FOREIGN KEY ("tipos_documento_id") REFERENCES "public"."tipos_documento"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_enquadramentos_pep_fk" FOREIGN KEY ("enquadramentos_pep_id") REFERENCES "public"."enquadramentos_pep"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tipos_parte_relacionada_fk" FOREIGN KEY ("tipos_parte_relacionada_id") REFERENCES "public"."tipos_parte_relacionada"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_prefixos_endereco_fk" FOREIGN KEY ("prefixos_endereco_id") REFERENCES "public"."prefixos_endereco"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_auditoria_fk" FOREIGN KEY ("auditoria_id") REFERENCES "public"."auditoria"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_cadastros_fundos_id_idx" ON "payload_locked_documents_rels" USING btree ("cadastros_fundos_id");
  CREATE INDEX "payload_locked_documents_rels_mensagens_contato_id_idx" ON "payload_locked_documents_rels" USING btree ("mensagens_contato_id");
  CREATE INDEX "payload_locked_documents_rels_anexos_id_idx" ON "payload_locked_documents_rels" USING btree ("anexos_id");
  CREATE INDEX "payload_locked_documents_rels_denuncias_id_idx" ON "payload_locked_documents_rels" USING btree ("denuncias_id");
  CREATE INDEX "payload_locked_documents_rels_membros_integridade_id_idx" ON "payload_locked_documents_rels" USING btree ("membros_integridade_id");
  CREATE INDEX "payload_locked_documents_rels_estados_civis_id_idx" ON "payload_locked_documents_rels" USING btree ("estados_civis_id");
  CREATE INDEX "payload_locked_documents_rels_regimes_casamento_id_idx" ON "payload_locked_documents_rels" USING btree ("regimes_casamento_id");
  CREATE INDEX "payload_locked_documents_rels_tipos_documento_id_idx" ON "payload_locked_documents_rels" USING btree ("tipos_documento_id");
  CREATE INDEX "payload_locked_documents_rels_enquadramentos_pep_id_idx" ON "payload_locked_documents_rels" USING btree ("enquadramentos_pep_id");
  CREATE INDEX "payload_locked_documents_rels_tipos_parte_relacionada_id_idx" ON "payload_locked_documents_rels" USING btree ("tipos_parte_relacionada_id");
  CREATE INDEX "payload_locked_documents_rels_prefixos_endereco_id_idx" ON "payload_locked_documents_rels" USING btree ("prefixos_endereco_id");
  CREATE INDEX "payload_locked_documents_rels_auditoria_id_idx" ON "payload_locked_documents_rels" USING btree ("auditoria_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cadastros_fundos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mensagens_contato" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "anexos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "denuncias" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "membros_integridade" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "estados_civis" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "regimes_casamento" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tipos_documento" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "enquadramentos_pep" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tipos_parte_relacionada" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "prefixos_endereco" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "auditoria" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "auditoria_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "configuracoes_site_requisitos_proposta" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cadastros_fundos" CASCADE;
  DROP TABLE "mensagens_contato" CASCADE;
  DROP TABLE "anexos" CASCADE;
  DROP TABLE "denuncias" CASCADE;
  DROP TABLE "membros_integridade" CASCADE;
  DROP TABLE "estados_civis" CASCADE;
  DROP TABLE "regimes_casamento" CASCADE;
  DROP TABLE "tipos_documento" CASCADE;
  DROP TABLE "enquadramentos_pep" CASCADE;
  DROP TABLE "tipos_parte_relacionada" CASCADE;
  DROP TABLE "prefixos_endereco" CASCADE;
  DROP TABLE "auditoria" CASCADE;
  DROP TABLE "auditoria_texts" CASCADE;
  DROP TABLE "configuracoes_site_requisitos_proposta" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_cadastros_fundos_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_mensagens_contato_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_anexos_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_denuncias_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_membros_integridade_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_estados_civis_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_regimes_casamento_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tipos_documento_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_enquadramentos_pep_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tipos_parte_relacionada_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_prefixos_endereco_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_auditoria_fk";
  
  ALTER TABLE "paginas_institucionais" ALTER COLUMN "rota" SET DATA TYPE text;
  DROP TYPE "public"."enum_paginas_institucionais_rota";
  CREATE TYPE "public"."enum_paginas_institucionais_rota" AS ENUM('historia', 'modelo-de-negocio');
  ALTER TABLE "paginas_institucionais" ALTER COLUMN "rota" SET DATA TYPE "public"."enum_paginas_institucionais_rota" USING "rota"::"public"."enum_paginas_institucionais_rota";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'atualizarIndicadores', 'enviarMensagens', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'atualizarIndicadores', 'enviarMensagens', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_cadastros_fundos_id_idx";
  DROP INDEX "payload_locked_documents_rels_mensagens_contato_id_idx";
  DROP INDEX "payload_locked_documents_rels_anexos_id_idx";
  DROP INDEX "payload_locked_documents_rels_denuncias_id_idx";
  DROP INDEX "payload_locked_documents_rels_membros_integridade_id_idx";
  DROP INDEX "payload_locked_documents_rels_estados_civis_id_idx";
  DROP INDEX "payload_locked_documents_rels_regimes_casamento_id_idx";
  DROP INDEX "payload_locked_documents_rels_tipos_documento_id_idx";
  DROP INDEX "payload_locked_documents_rels_enquadramentos_pep_id_idx";
  DROP INDEX "payload_locked_documents_rels_tipos_parte_relacionada_id_idx";
  DROP INDEX "payload_locked_documents_rels_prefixos_endereco_id_idx";
  DROP INDEX "payload_locked_documents_rels_auditoria_id_idx";
  ALTER TABLE "solicitacoes_financiamento" ALTER COLUMN "produto_id" SET NOT NULL;
  ALTER TABLE "solicitacoes_financiamento" DROP COLUMN "produto_titulo";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "cadastros_fundos_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "mensagens_contato_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "anexos_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "denuncias_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "membros_integridade_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "estados_civis_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "regimes_casamento_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tipos_documento_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "enquadramentos_pep_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tipos_parte_relacionada_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "prefixos_endereco_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "auditoria_id";
  DROP TYPE "public"."enum_cadastros_fundos_situacao";
  DROP TYPE "public"."enum_cadastros_fundos_tipo_formulario";
  DROP TYPE "public"."enum_mensagens_contato_situacao";
  DROP TYPE "public"."enum_denuncias_status";
  DROP TYPE "public"."enum_auditoria_acao";`)
}
