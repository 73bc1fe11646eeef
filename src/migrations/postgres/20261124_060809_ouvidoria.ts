import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_manifestacoes_ouvidoria_situacao" AS ENUM('recebida', 'em_analise', 'respondida', 'encerrada');
  CREATE TYPE "public"."enum_manifestacoes_ouvidoria_natureza_manifestacao" AS ENUM('Denúncia', 'Elogio', 'Reclamação', 'Solicitação', 'Sugestão');
  CREATE TYPE "public"."enum_configuracoes_atendimento_prazos_natureza" AS ENUM('Denúncia', 'Elogio', 'Reclamação', 'Solicitação', 'Sugestão');
  CREATE TYPE "public"."enum_configuracoes_atendimento_prazos_contagem" AS ENUM('corridos', 'uteis');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'purgarAtendimento' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'purgarAtendimento' BEFORE 'schedulePublish';
  CREATE TABLE "manifestacoes_ouvidoria" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"situacao" "enum_manifestacoes_ouvidoria_situacao" DEFAULT 'recebida' NOT NULL,
  	"protocolo" varchar,
  	"prazo_resposta" timestamp(3) with time zone,
  	"prorrogada" boolean DEFAULT false,
  	"justificativa_prorrogacao" varchar,
  	"prioridade" numeric DEFAULT 0,
  	"natureza_manifestacao" "enum_manifestacoes_ouvidoria_natureza_manifestacao" NOT NULL,
  	"assunto" varchar NOT NULL,
  	"mensagem" varchar NOT NULL,
  	"nome" varchar NOT NULL,
  	"cpf_cnpj" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"telefone" varchar NOT NULL,
  	"endereco" varchar NOT NULL,
  	"quantidade_anexos" numeric DEFAULT 0,
  	"resposta" varchar,
  	"resposta_enviada_em" timestamp(3) with time zone,
  	"chave_idempotencia" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "configuracoes_atendimento_prazos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"natureza" "enum_configuracoes_atendimento_prazos_natureza" NOT NULL,
  	"dias" numeric NOT NULL,
  	"contagem" "enum_configuracoes_atendimento_prazos_contagem" DEFAULT 'corridos' NOT NULL,
  	"dias_prorrogacao" numeric NOT NULL
  );
  
  CREATE TABLE "configuracoes_atendimento_feriados_extras" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"data" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "configuracoes_atendimento" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email_ouvidoria" varchar,
  	"retencao_manifestacoes_ouvidoria" numeric DEFAULT 60 NOT NULL,
  	"retencao_mensagens_contato" numeric DEFAULT 60 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "manifestacoes_ouvidoria_id" integer;
  ALTER TABLE "configuracoes_atendimento_prazos" ADD CONSTRAINT "configuracoes_atendimento_prazos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."configuracoes_atendimento"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "configuracoes_atendimento_feriados_extras" ADD CONSTRAINT "configuracoes_atendimento_feriados_extras_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."configuracoes_atendimento"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "manifestacoes_ouvidoria_protocolo_idx" ON "manifestacoes_ouvidoria" USING btree ("protocolo");
  CREATE INDEX "manifestacoes_ouvidoria_prazo_resposta_idx" ON "manifestacoes_ouvidoria" USING btree ("prazo_resposta");
  CREATE INDEX "manifestacoes_ouvidoria_prioridade_idx" ON "manifestacoes_ouvidoria" USING btree ("prioridade");
  CREATE UNIQUE INDEX "manifestacoes_ouvidoria_chave_idempotencia_idx" ON "manifestacoes_ouvidoria" USING btree ("chave_idempotencia");
  CREATE INDEX "manifestacoes_ouvidoria_updated_at_idx" ON "manifestacoes_ouvidoria" USING btree ("updated_at");
  CREATE INDEX "manifestacoes_ouvidoria_created_at_idx" ON "manifestacoes_ouvidoria" USING btree ("created_at");
  CREATE INDEX "configuracoes_atendimento_prazos_order_idx" ON "configuracoes_atendimento_prazos" USING btree ("_order");
  CREATE INDEX "configuracoes_atendimento_prazos_parent_id_idx" ON "configuracoes_atendimento_prazos" USING btree ("_parent_id");
  CREATE INDEX "configuracoes_atendimento_feriados_extras_order_idx" ON "configuracoes_atendimento_feriados_extras" USING btree ("_order");
  CREATE INDEX "configuracoes_atendimento_feriados_extras_parent_id_idx" ON "configuracoes_atendimento_feriados_extras" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_manifestacoes_ouvidoria_fk" FOREIGN KEY ("manifestacoes_ouvidoria_id") REFERENCES "public"."manifestacoes_ouvidoria"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_manifestacoes_ouvidoria_id_idx" ON "payload_locked_documents_rels" USING btree ("manifestacoes_ouvidoria_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "manifestacoes_ouvidoria" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "configuracoes_atendimento_prazos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "configuracoes_atendimento_feriados_extras" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "configuracoes_atendimento" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "manifestacoes_ouvidoria" CASCADE;
  DROP TABLE "configuracoes_atendimento_prazos" CASCADE;
  DROP TABLE "configuracoes_atendimento_feriados_extras" CASCADE;
  DROP TABLE "configuracoes_atendimento" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_manifestacoes_ouvidoria_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'atualizarIndicadores', 'enviarMensagens', 'purgarAnexos', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'atualizarIndicadores', 'enviarMensagens', 'purgarAnexos', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_manifestacoes_ouvidoria_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "manifestacoes_ouvidoria_id";
  DROP TYPE "public"."enum_manifestacoes_ouvidoria_situacao";
  DROP TYPE "public"."enum_manifestacoes_ouvidoria_natureza_manifestacao";
  DROP TYPE "public"."enum_configuracoes_atendimento_prazos_natureza";
  DROP TYPE "public"."enum_configuracoes_atendimento_prazos_contagem";`)
}
