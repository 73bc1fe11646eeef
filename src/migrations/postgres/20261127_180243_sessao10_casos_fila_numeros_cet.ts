import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_linhas_credito_tarifas_tipo" AS ENUM('valor', 'percentual');
  CREATE TYPE "public"."enum_configuracoes_atendimento_prazos_dos_casos_colecao" AS ENUM('simulacoes', 'solicitacoes-financiamento', 'mensagens-contato', 'protocolos', 'cadastros-fundos');
  CREATE TYPE "public"."enum_configuracoes_atendimento_prazos_dos_casos_contagem" AS ENUM('corridos', 'uteis');
  ALTER TYPE "public"."enum_auditoria_acao" ADD VALUE 'exportou' BEFORE 'alterou';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'resumoDosPrazos' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'resumoDosPrazos' BEFORE 'schedulePublish';
  CREATE TABLE "linhas_credito_tarifas" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"nome" varchar NOT NULL,
  	"tipo" "enum_linhas_credito_tarifas_tipo" DEFAULT 'valor' NOT NULL,
  	"valor" numeric NOT NULL
  );
  
  CREATE TABLE "simulacoes_notas" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"texto" varchar NOT NULL,
  	"autor_id" integer,
  	"criada_em" timestamp(3) with time zone
  );
  
  CREATE TABLE "solicitacoes_financiamento_respostas" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"texto" varchar NOT NULL,
  	"autor_id" integer,
  	"enviada_em" timestamp(3) with time zone
  );
  
  CREATE TABLE "solicitacoes_financiamento_notas" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"texto" varchar NOT NULL,
  	"autor_id" integer,
  	"criada_em" timestamp(3) with time zone
  );
  
  CREATE TABLE "cadastros_fundos_notas" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"texto" varchar NOT NULL,
  	"autor_id" integer,
  	"criada_em" timestamp(3) with time zone
  );
  
  CREATE TABLE "mensagens_contato_respostas" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"texto" varchar NOT NULL,
  	"autor_id" integer,
  	"enviada_em" timestamp(3) with time zone
  );
  
  CREATE TABLE "mensagens_contato_notas" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"texto" varchar NOT NULL,
  	"autor_id" integer,
  	"criada_em" timestamp(3) with time zone
  );
  
  CREATE TABLE "manifestacoes_ouvidoria_notas" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"texto" varchar NOT NULL,
  	"autor_id" integer,
  	"criada_em" timestamp(3) with time zone
  );
  
  CREATE TABLE "protocolos_respostas" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"texto" varchar NOT NULL,
  	"autor_id" integer,
  	"enviada_em" timestamp(3) with time zone
  );
  
  CREATE TABLE "protocolos_notas" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"texto" varchar NOT NULL,
  	"autor_id" integer,
  	"criada_em" timestamp(3) with time zone
  );
  
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
  
  CREATE TABLE "configuracoes_atendimento_prazos_dos_casos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"colecao" "enum_configuracoes_atendimento_prazos_dos_casos_colecao" NOT NULL,
  	"dias" numeric NOT NULL,
  	"contagem" "enum_configuracoes_atendimento_prazos_dos_casos_contagem" DEFAULT 'corridos' NOT NULL
  );
  
  ALTER TABLE "simulacoes" ADD COLUMN "responsavel_id" integer;
  ALTER TABLE "simulacoes" ADD COLUMN "prazo" timestamp(3) with time zone;
  ALTER TABLE "simulacoes" ADD COLUMN "novidade" boolean DEFAULT false;
  ALTER TABLE "solicitacoes_financiamento" ADD COLUMN "protocolo" varchar;
  ALTER TABLE "solicitacoes_financiamento" ADD COLUMN "responsavel_id" integer;
  ALTER TABLE "solicitacoes_financiamento" ADD COLUMN "prazo" timestamp(3) with time zone;
  ALTER TABLE "solicitacoes_financiamento" ADD COLUMN "novidade" boolean DEFAULT false;
  ALTER TABLE "cadastros_fundos" ADD COLUMN "protocolo" varchar;
  ALTER TABLE "cadastros_fundos" ADD COLUMN "responsavel_id" integer;
  ALTER TABLE "cadastros_fundos" ADD COLUMN "prazo" timestamp(3) with time zone;
  ALTER TABLE "cadastros_fundos" ADD COLUMN "novidade" boolean DEFAULT false;
  ALTER TABLE "mensagens_contato" ADD COLUMN "protocolo" varchar;
  ALTER TABLE "mensagens_contato" ADD COLUMN "responsavel_id" integer;
  ALTER TABLE "mensagens_contato" ADD COLUMN "prazo" timestamp(3) with time zone;
  ALTER TABLE "mensagens_contato" ADD COLUMN "novidade" boolean DEFAULT false;
  ALTER TABLE "manifestacoes_ouvidoria" ADD COLUMN "responsavel_id" integer;
  ALTER TABLE "manifestacoes_ouvidoria" ADD COLUMN "prazo" timestamp(3) with time zone;
  ALTER TABLE "manifestacoes_ouvidoria" ADD COLUMN "novidade" boolean DEFAULT false;
  ALTER TABLE "protocolos" ADD COLUMN "responsavel_id" integer;
  ALTER TABLE "protocolos" ADD COLUMN "prazo" timestamp(3) with time zone;
  ALTER TABLE "protocolos" ADD COLUMN "novidade" boolean DEFAULT false;
  ALTER TABLE "denuncias" ADD COLUMN "novidade" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "avaliacoes_satisfacao_id" integer;
  ALTER TABLE "configuracoes_site" ADD COLUMN "telefone_ouvidoria" varchar;
  ALTER TABLE "configuracoes_site" ADD COLUMN "iof_aliquota_diaria" numeric DEFAULT 0.0041 NOT NULL;
  ALTER TABLE "configuracoes_site" ADD COLUMN "iof_aliquota_adicional" numeric DEFAULT 0.38 NOT NULL;
  ALTER TABLE "configuracoes_atendimento" ADD COLUMN "email_atendimento" varchar;
  ALTER TABLE "configuracoes_atendimento" ADD COLUMN "email_comercial" varchar;
  ALTER TABLE "linhas_credito_tarifas" ADD CONSTRAINT "linhas_credito_tarifas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."linhas_credito"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "simulacoes_notas" ADD CONSTRAINT "simulacoes_notas_autor_id_users_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "simulacoes_notas" ADD CONSTRAINT "simulacoes_notas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."simulacoes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solicitacoes_financiamento_respostas" ADD CONSTRAINT "solicitacoes_financiamento_respostas_autor_id_users_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "solicitacoes_financiamento_respostas" ADD CONSTRAINT "solicitacoes_financiamento_respostas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solicitacoes_financiamento"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solicitacoes_financiamento_notas" ADD CONSTRAINT "solicitacoes_financiamento_notas_autor_id_users_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "solicitacoes_financiamento_notas" ADD CONSTRAINT "solicitacoes_financiamento_notas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solicitacoes_financiamento"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cadastros_fundos_notas" ADD CONSTRAINT "cadastros_fundos_notas_autor_id_users_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cadastros_fundos_notas" ADD CONSTRAINT "cadastros_fundos_notas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cadastros_fundos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mensagens_contato_respostas" ADD CONSTRAINT "mensagens_contato_respostas_autor_id_users_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mensagens_contato_respostas" ADD CONSTRAINT "mensagens_contato_respostas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mensagens_contato"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mensagens_contato_notas" ADD CONSTRAINT "mensagens_contato_notas_autor_id_users_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mensagens_contato_notas" ADD CONSTRAINT "mensagens_contato_notas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mensagens_contato"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "manifestacoes_ouvidoria_notas" ADD CONSTRAINT "manifestacoes_ouvidoria_notas_autor_id_users_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "manifestacoes_ouvidoria_notas" ADD CONSTRAINT "manifestacoes_ouvidoria_notas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."manifestacoes_ouvidoria"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "protocolos_respostas" ADD CONSTRAINT "protocolos_respostas_autor_id_users_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "protocolos_respostas" ADD CONSTRAINT "protocolos_respostas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."protocolos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "protocolos_notas" ADD CONSTRAINT "protocolos_notas_autor_id_users_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "protocolos_notas" ADD CONSTRAINT "protocolos_notas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."protocolos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "configuracoes_atendimento_prazos_dos_casos" ADD CONSTRAINT "configuracoes_atendimento_prazos_dos_casos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."configuracoes_atendimento"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "linhas_credito_tarifas_order_idx" ON "linhas_credito_tarifas" USING btree ("_order");
  CREATE INDEX "linhas_credito_tarifas_parent_id_idx" ON "linhas_credito_tarifas" USING btree ("_parent_id");
  CREATE INDEX "simulacoes_notas_order_idx" ON "simulacoes_notas" USING btree ("_order");
  CREATE INDEX "simulacoes_notas_parent_id_idx" ON "simulacoes_notas" USING btree ("_parent_id");
  CREATE INDEX "simulacoes_notas_autor_idx" ON "simulacoes_notas" USING btree ("autor_id");
  CREATE INDEX "solicitacoes_financiamento_respostas_order_idx" ON "solicitacoes_financiamento_respostas" USING btree ("_order");
  CREATE INDEX "solicitacoes_financiamento_respostas_parent_id_idx" ON "solicitacoes_financiamento_respostas" USING btree ("_parent_id");
  CREATE INDEX "solicitacoes_financiamento_respostas_autor_idx" ON "solicitacoes_financiamento_respostas" USING btree ("autor_id");
  CREATE INDEX "solicitacoes_financiamento_notas_order_idx" ON "solicitacoes_financiamento_notas" USING btree ("_order");
  CREATE INDEX "solicitacoes_financiamento_notas_parent_id_idx" ON "solicitacoes_financiamento_notas" USING btree ("_parent_id");
  CREATE INDEX "solicitacoes_financiamento_notas_autor_idx" ON "solicitacoes_financiamento_notas" USING btree ("autor_id");
  CREATE INDEX "cadastros_fundos_notas_order_idx" ON "cadastros_fundos_notas" USING btree ("_order");
  CREATE INDEX "cadastros_fundos_notas_parent_id_idx" ON "cadastros_fundos_notas" USING btree ("_parent_id");
  CREATE INDEX "cadastros_fundos_notas_autor_idx" ON "cadastros_fundos_notas" USING btree ("autor_id");
  CREATE INDEX "mensagens_contato_respostas_order_idx" ON "mensagens_contato_respostas" USING btree ("_order");
  CREATE INDEX "mensagens_contato_respostas_parent_id_idx" ON "mensagens_contato_respostas" USING btree ("_parent_id");
  CREATE INDEX "mensagens_contato_respostas_autor_idx" ON "mensagens_contato_respostas" USING btree ("autor_id");
  CREATE INDEX "mensagens_contato_notas_order_idx" ON "mensagens_contato_notas" USING btree ("_order");
  CREATE INDEX "mensagens_contato_notas_parent_id_idx" ON "mensagens_contato_notas" USING btree ("_parent_id");
  CREATE INDEX "mensagens_contato_notas_autor_idx" ON "mensagens_contato_notas" USING btree ("autor_id");
  CREATE INDEX "manifestacoes_ouvidoria_notas_order_idx" ON "manifestacoes_ouvidoria_notas" USING btree ("_order");
  CREATE INDEX "manifestacoes_ouvidoria_notas_parent_id_idx" ON "manifestacoes_ouvidoria_notas" USING btree ("_parent_id");
  CREATE INDEX "manifestacoes_ouvidoria_notas_autor_idx" ON "manifestacoes_ouvidoria_notas" USING btree ("autor_id");
  CREATE INDEX "protocolos_respostas_order_idx" ON "protocolos_respostas" USING btree ("_order");
  CREATE INDEX "protocolos_respostas_parent_id_idx" ON "protocolos_respostas" USING btree ("_parent_id");
  CREATE INDEX "protocolos_respostas_autor_idx" ON "protocolos_respostas" USING btree ("autor_id");
  CREATE INDEX "protocolos_notas_order_idx" ON "protocolos_notas" USING btree ("_order");
  CREATE INDEX "protocolos_notas_parent_id_idx" ON "protocolos_notas" USING btree ("_parent_id");
  CREATE INDEX "protocolos_notas_autor_idx" ON "protocolos_notas" USING btree ("autor_id");
  CREATE UNIQUE INDEX "avaliacoes_satisfacao_caso_idx" ON "avaliacoes_satisfacao" USING btree ("caso");
  CREATE INDEX "avaliacoes_satisfacao_servico_idx" ON "avaliacoes_satisfacao" USING btree ("servico");
  CREATE INDEX "avaliacoes_satisfacao_mes_idx" ON "avaliacoes_satisfacao" USING btree ("mes");
  CREATE INDEX "avaliacoes_satisfacao_updated_at_idx" ON "avaliacoes_satisfacao" USING btree ("updated_at");
  CREATE INDEX "avaliacoes_satisfacao_created_at_idx" ON "avaliacoes_satisfacao" USING btree ("created_at");
  CREATE INDEX "configuracoes_atendimento_prazos_dos_casos_order_idx" ON "configuracoes_atendimento_prazos_dos_casos" USING btree ("_order");
  CREATE INDEX "configuracoes_atendimento_prazos_dos_casos_parent_id_idx" ON "configuracoes_atendimento_prazos_dos_casos" USING btree ("_parent_id");
  ALTER TABLE "simulacoes" ADD CONSTRAINT "simulacoes_responsavel_id_users_id_fk" FOREIGN KEY ("responsavel_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "solicitacoes_financiamento" ADD CONSTRAINT "solicitacoes_financiamento_responsavel_id_users_id_fk" FOREIGN KEY ("responsavel_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cadastros_fundos" ADD CONSTRAINT "cadastros_fundos_responsavel_id_users_id_fk" FOREIGN KEY ("responsavel_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mensagens_contato" ADD CONSTRAINT "mensagens_contato_responsavel_id_users_id_fk" FOREIGN KEY ("responsavel_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "manifestacoes_ouvidoria" ADD CONSTRAINT "manifestacoes_ouvidoria_responsavel_id_users_id_fk" FOREIGN KEY ("responsavel_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "protocolos" ADD CONSTRAINT "protocolos_responsavel_id_users_id_fk" FOREIGN KEY ("responsavel_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_avaliacoes_satisfacao_fk" FOREIGN KEY ("avaliacoes_satisfacao_id") REFERENCES "public"."avaliacoes_satisfacao"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "simulacoes_responsavel_idx" ON "simulacoes" USING btree ("responsavel_id");
  CREATE INDEX "simulacoes_prazo_idx" ON "simulacoes" USING btree ("prazo");
  CREATE INDEX "simulacoes_novidade_idx" ON "simulacoes" USING btree ("novidade");
  CREATE UNIQUE INDEX "solicitacoes_financiamento_protocolo_idx" ON "solicitacoes_financiamento" USING btree ("protocolo");
  CREATE INDEX "solicitacoes_financiamento_responsavel_idx" ON "solicitacoes_financiamento" USING btree ("responsavel_id");
  CREATE INDEX "solicitacoes_financiamento_prazo_idx" ON "solicitacoes_financiamento" USING btree ("prazo");
  CREATE INDEX "solicitacoes_financiamento_novidade_idx" ON "solicitacoes_financiamento" USING btree ("novidade");
  CREATE UNIQUE INDEX "cadastros_fundos_protocolo_idx" ON "cadastros_fundos" USING btree ("protocolo");
  CREATE INDEX "cadastros_fundos_responsavel_idx" ON "cadastros_fundos" USING btree ("responsavel_id");
  CREATE INDEX "cadastros_fundos_prazo_idx" ON "cadastros_fundos" USING btree ("prazo");
  CREATE INDEX "cadastros_fundos_novidade_idx" ON "cadastros_fundos" USING btree ("novidade");
  CREATE UNIQUE INDEX "mensagens_contato_protocolo_idx" ON "mensagens_contato" USING btree ("protocolo");
  CREATE INDEX "mensagens_contato_responsavel_idx" ON "mensagens_contato" USING btree ("responsavel_id");
  CREATE INDEX "mensagens_contato_prazo_idx" ON "mensagens_contato" USING btree ("prazo");
  CREATE INDEX "mensagens_contato_novidade_idx" ON "mensagens_contato" USING btree ("novidade");
  CREATE INDEX "manifestacoes_ouvidoria_responsavel_idx" ON "manifestacoes_ouvidoria" USING btree ("responsavel_id");
  CREATE INDEX "manifestacoes_ouvidoria_prazo_idx" ON "manifestacoes_ouvidoria" USING btree ("prazo");
  CREATE INDEX "manifestacoes_ouvidoria_novidade_idx" ON "manifestacoes_ouvidoria" USING btree ("novidade");
  CREATE INDEX "protocolos_responsavel_idx" ON "protocolos" USING btree ("responsavel_id");
  CREATE INDEX "protocolos_prazo_idx" ON "protocolos" USING btree ("prazo");
  CREATE INDEX "protocolos_novidade_idx" ON "protocolos" USING btree ("novidade");
  CREATE INDEX "denuncias_novidade_idx" ON "denuncias" USING btree ("novidade");
  CREATE INDEX "payload_locked_documents_rels_avaliacoes_satisfacao_id_idx" ON "payload_locked_documents_rels" USING btree ("avaliacoes_satisfacao_id");`)
  // The ombudsman's cases already filed keep their legal deadline as the case's deadline.
  await db.execute(sql`UPDATE "manifestacoes_ouvidoria" SET "prazo" = "prazo_resposta";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "linhas_credito_tarifas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "simulacoes_notas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "solicitacoes_financiamento_respostas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "solicitacoes_financiamento_notas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cadastros_fundos_notas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mensagens_contato_respostas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mensagens_contato_notas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "manifestacoes_ouvidoria_notas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "protocolos_respostas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "protocolos_notas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "avaliacoes_satisfacao" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "configuracoes_atendimento_prazos_dos_casos" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "linhas_credito_tarifas" CASCADE;
  DROP TABLE "simulacoes_notas" CASCADE;
  DROP TABLE "solicitacoes_financiamento_respostas" CASCADE;
  DROP TABLE "solicitacoes_financiamento_notas" CASCADE;
  DROP TABLE "cadastros_fundos_notas" CASCADE;
  DROP TABLE "mensagens_contato_respostas" CASCADE;
  DROP TABLE "mensagens_contato_notas" CASCADE;
  DROP TABLE "manifestacoes_ouvidoria_notas" CASCADE;
  DROP TABLE "protocolos_respostas" CASCADE;
  DROP TABLE "protocolos_notas" CASCADE;
  DROP TABLE "avaliacoes_satisfacao" CASCADE;
  DROP TABLE "configuracoes_atendimento_prazos_dos_casos" CASCADE;
  ALTER TABLE "simulacoes" DROP CONSTRAINT "simulacoes_responsavel_id_users_id_fk";
  
  ALTER TABLE "solicitacoes_financiamento" DROP CONSTRAINT "solicitacoes_financiamento_responsavel_id_users_id_fk";
  
  ALTER TABLE "cadastros_fundos" DROP CONSTRAINT "cadastros_fundos_responsavel_id_users_id_fk";
  
  ALTER TABLE "mensagens_contato" DROP CONSTRAINT "mensagens_contato_responsavel_id_users_id_fk";
  
  ALTER TABLE "manifestacoes_ouvidoria" DROP CONSTRAINT "manifestacoes_ouvidoria_responsavel_id_users_id_fk";
  
  ALTER TABLE "protocolos" DROP CONSTRAINT "protocolos_responsavel_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_avaliacoes_satisfacao_fk";
  
  ALTER TABLE "auditoria" ALTER COLUMN "acao" SET DATA TYPE text;
  DROP TYPE "public"."enum_auditoria_acao";
  CREATE TYPE "public"."enum_auditoria_acao" AS ENUM('consultou', 'listou', 'alterou', 'excluiu', 'redefiniu-segundo-fator', 'criou-conta', 'alterou-papeis', 'excluiu-conta', 'criou', 'aprovou', 'entrou-na-integridade', 'saiu-da-integridade');
  ALTER TABLE "auditoria" ALTER COLUMN "acao" SET DATA TYPE "public"."enum_auditoria_acao" USING "acao"::"public"."enum_auditoria_acao";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'atualizarIndicadores', 'enviarMensagens', 'purgarAnexos', 'purgarAtendimento', 'purgarDenuncias', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'atualizarIndicadores', 'enviarMensagens', 'purgarAnexos', 'purgarAtendimento', 'purgarDenuncias', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "simulacoes_responsavel_idx";
  DROP INDEX "simulacoes_prazo_idx";
  DROP INDEX "simulacoes_novidade_idx";
  DROP INDEX "solicitacoes_financiamento_protocolo_idx";
  DROP INDEX "solicitacoes_financiamento_responsavel_idx";
  DROP INDEX "solicitacoes_financiamento_prazo_idx";
  DROP INDEX "solicitacoes_financiamento_novidade_idx";
  DROP INDEX "cadastros_fundos_protocolo_idx";
  DROP INDEX "cadastros_fundos_responsavel_idx";
  DROP INDEX "cadastros_fundos_prazo_idx";
  DROP INDEX "cadastros_fundos_novidade_idx";
  DROP INDEX "mensagens_contato_protocolo_idx";
  DROP INDEX "mensagens_contato_responsavel_idx";
  DROP INDEX "mensagens_contato_prazo_idx";
  DROP INDEX "mensagens_contato_novidade_idx";
  DROP INDEX "manifestacoes_ouvidoria_responsavel_idx";
  DROP INDEX "manifestacoes_ouvidoria_prazo_idx";
  DROP INDEX "manifestacoes_ouvidoria_novidade_idx";
  DROP INDEX "protocolos_responsavel_idx";
  DROP INDEX "protocolos_prazo_idx";
  DROP INDEX "protocolos_novidade_idx";
  DROP INDEX "denuncias_novidade_idx";
  DROP INDEX "payload_locked_documents_rels_avaliacoes_satisfacao_id_idx";
  ALTER TABLE "simulacoes" DROP COLUMN "responsavel_id";
  ALTER TABLE "simulacoes" DROP COLUMN "prazo";
  ALTER TABLE "simulacoes" DROP COLUMN "novidade";
  ALTER TABLE "solicitacoes_financiamento" DROP COLUMN "protocolo";
  ALTER TABLE "solicitacoes_financiamento" DROP COLUMN "responsavel_id";
  ALTER TABLE "solicitacoes_financiamento" DROP COLUMN "prazo";
  ALTER TABLE "solicitacoes_financiamento" DROP COLUMN "novidade";
  ALTER TABLE "cadastros_fundos" DROP COLUMN "protocolo";
  ALTER TABLE "cadastros_fundos" DROP COLUMN "responsavel_id";
  ALTER TABLE "cadastros_fundos" DROP COLUMN "prazo";
  ALTER TABLE "cadastros_fundos" DROP COLUMN "novidade";
  ALTER TABLE "mensagens_contato" DROP COLUMN "protocolo";
  ALTER TABLE "mensagens_contato" DROP COLUMN "responsavel_id";
  ALTER TABLE "mensagens_contato" DROP COLUMN "prazo";
  ALTER TABLE "mensagens_contato" DROP COLUMN "novidade";
  ALTER TABLE "manifestacoes_ouvidoria" DROP COLUMN "responsavel_id";
  ALTER TABLE "manifestacoes_ouvidoria" DROP COLUMN "prazo";
  ALTER TABLE "manifestacoes_ouvidoria" DROP COLUMN "novidade";
  ALTER TABLE "protocolos" DROP COLUMN "responsavel_id";
  ALTER TABLE "protocolos" DROP COLUMN "prazo";
  ALTER TABLE "protocolos" DROP COLUMN "novidade";
  ALTER TABLE "denuncias" DROP COLUMN "novidade";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "avaliacoes_satisfacao_id";
  ALTER TABLE "configuracoes_site" DROP COLUMN "telefone_ouvidoria";
  ALTER TABLE "configuracoes_site" DROP COLUMN "iof_aliquota_diaria";
  ALTER TABLE "configuracoes_site" DROP COLUMN "iof_aliquota_adicional";
  ALTER TABLE "configuracoes_atendimento" DROP COLUMN "email_atendimento";
  ALTER TABLE "configuracoes_atendimento" DROP COLUMN "email_comercial";
  DROP TYPE "public"."enum_linhas_credito_tarifas_tipo";
  DROP TYPE "public"."enum_configuracoes_atendimento_prazos_dos_casos_colecao";
  DROP TYPE "public"."enum_configuracoes_atendimento_prazos_dos_casos_contagem";`)
}
