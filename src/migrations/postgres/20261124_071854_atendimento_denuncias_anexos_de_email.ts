import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_manifestacoes_ouvidoria_situacao" AS ENUM('recebida', 'em_analise', 'respondida', 'encerrada');
  CREATE TYPE "public"."enum_manifestacoes_ouvidoria_natureza_manifestacao" AS ENUM('Denúncia', 'Elogio', 'Reclamação', 'Solicitação', 'Sugestão');
  CREATE TYPE "public"."enum_protocolos_complementos_area_destinataria" AS ENUM('agronegocio', 'empresas', 'municipios', 'inovacao', 'cadastro', 'cobranca', 'juridico', 'ouvidoria');
  CREATE TYPE "public"."enum_protocolos_situacao" AS ENUM('novo', 'novos-documentos', 'em-analise', 'concluido');
  CREATE TYPE "public"."enum_protocolos_area_destinataria" AS ENUM('agronegocio', 'empresas', 'municipios', 'inovacao', 'cadastro', 'cobranca', 'juridico', 'ouvidoria');
  CREATE TYPE "public"."enum_configuracoes_atendimento_prazos_natureza" AS ENUM('Denúncia', 'Elogio', 'Reclamação', 'Solicitação', 'Sugestão');
  CREATE TYPE "public"."enum_configuracoes_atendimento_prazos_contagem" AS ENUM('corridos', 'uteis');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'purgarAtendimento' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'purgarDenuncias' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'purgarAtendimento' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'purgarDenuncias' BEFORE 'schedulePublish';
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
  
  CREATE TABLE "protocolos_complementos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"recebido_em" timestamp(3) with time zone NOT NULL,
  	"nome" varchar NOT NULL,
  	"cpfcnpj" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"telefone" varchar NOT NULL,
  	"area_destinataria" "enum_protocolos_complementos_area_destinataria",
  	"descricao" varchar NOT NULL,
  	"chave" varchar
  );
  
  CREATE TABLE "protocolos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"situacao" "enum_protocolos_situacao" DEFAULT 'novo' NOT NULL,
  	"protocolo" varchar,
  	"prioridade" numeric,
  	"ultimo_envio" timestamp(3) with time zone,
  	"nome" varchar NOT NULL,
  	"cpfcnpj" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"telefone" varchar NOT NULL,
  	"area_destinataria" "enum_protocolos_area_destinataria",
  	"descricao" varchar NOT NULL,
  	"chave_idempotencia" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "protocolos_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"anexos_id" integer
  );
  
  CREATE TABLE "mensagens_anexos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"nome" varchar NOT NULL,
  	"tipo" varchar NOT NULL,
  	"tamanho" numeric,
  	"conteudo" varchar
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
  	"retencao_protocolos_digitais" numeric DEFAULT 60 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "anexos" ADD COLUMN "lote" varchar;
  ALTER TABLE "denuncias" ADD COLUMN "mensagens" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "manifestacoes_ouvidoria_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "protocolos_id" integer;
  ALTER TABLE "protocolos_complementos" ADD CONSTRAINT "protocolos_complementos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."protocolos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "protocolos_rels" ADD CONSTRAINT "protocolos_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."protocolos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "protocolos_rels" ADD CONSTRAINT "protocolos_rels_anexos_fk" FOREIGN KEY ("anexos_id") REFERENCES "public"."anexos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mensagens_anexos" ADD CONSTRAINT "mensagens_anexos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mensagens"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "configuracoes_atendimento_prazos" ADD CONSTRAINT "configuracoes_atendimento_prazos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."configuracoes_atendimento"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "configuracoes_atendimento_feriados_extras" ADD CONSTRAINT "configuracoes_atendimento_feriados_extras_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."configuracoes_atendimento"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "manifestacoes_ouvidoria_protocolo_idx" ON "manifestacoes_ouvidoria" USING btree ("protocolo");
  CREATE INDEX "manifestacoes_ouvidoria_prazo_resposta_idx" ON "manifestacoes_ouvidoria" USING btree ("prazo_resposta");
  CREATE INDEX "manifestacoes_ouvidoria_prioridade_idx" ON "manifestacoes_ouvidoria" USING btree ("prioridade");
  CREATE UNIQUE INDEX "manifestacoes_ouvidoria_chave_idempotencia_idx" ON "manifestacoes_ouvidoria" USING btree ("chave_idempotencia");
  CREATE INDEX "manifestacoes_ouvidoria_updated_at_idx" ON "manifestacoes_ouvidoria" USING btree ("updated_at");
  CREATE INDEX "manifestacoes_ouvidoria_created_at_idx" ON "manifestacoes_ouvidoria" USING btree ("created_at");
  CREATE INDEX "protocolos_complementos_order_idx" ON "protocolos_complementos" USING btree ("_order");
  CREATE INDEX "protocolos_complementos_parent_id_idx" ON "protocolos_complementos" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "protocolos_protocolo_idx" ON "protocolos" USING btree ("protocolo");
  CREATE INDEX "protocolos_prioridade_idx" ON "protocolos" USING btree ("prioridade");
  CREATE INDEX "protocolos_ultimo_envio_idx" ON "protocolos" USING btree ("ultimo_envio");
  CREATE UNIQUE INDEX "protocolos_chave_idempotencia_idx" ON "protocolos" USING btree ("chave_idempotencia");
  CREATE INDEX "protocolos_updated_at_idx" ON "protocolos" USING btree ("updated_at");
  CREATE INDEX "protocolos_created_at_idx" ON "protocolos" USING btree ("created_at");
  CREATE INDEX "protocolos_rels_order_idx" ON "protocolos_rels" USING btree ("order");
  CREATE INDEX "protocolos_rels_parent_idx" ON "protocolos_rels" USING btree ("parent_id");
  CREATE INDEX "protocolos_rels_path_idx" ON "protocolos_rels" USING btree ("path");
  CREATE INDEX "protocolos_rels_anexos_id_idx" ON "protocolos_rels" USING btree ("anexos_id");
  CREATE INDEX "mensagens_anexos_order_idx" ON "mensagens_anexos" USING btree ("_order");
  CREATE INDEX "mensagens_anexos_parent_id_idx" ON "mensagens_anexos" USING btree ("_parent_id");
  CREATE INDEX "configuracoes_atendimento_prazos_order_idx" ON "configuracoes_atendimento_prazos" USING btree ("_order");
  CREATE INDEX "configuracoes_atendimento_prazos_parent_id_idx" ON "configuracoes_atendimento_prazos" USING btree ("_parent_id");
  CREATE INDEX "configuracoes_atendimento_feriados_extras_order_idx" ON "configuracoes_atendimento_feriados_extras" USING btree ("_order");
  CREATE INDEX "configuracoes_atendimento_feriados_extras_parent_id_idx" ON "configuracoes_atendimento_feriados_extras" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_manifestacoes_ouvidoria_fk" FOREIGN KEY ("manifestacoes_ouvidoria_id") REFERENCES "public"."manifestacoes_ouvidoria"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_protocolos_fk" FOREIGN KEY ("protocolos_id") REFERENCES "public"."protocolos"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "anexos_lote_idx" ON "anexos" USING btree ("lote");
  CREATE INDEX "payload_locked_documents_rels_manifestacoes_ouvidoria_id_idx" ON "payload_locked_documents_rels" USING btree ("manifestacoes_ouvidoria_id");
  CREATE INDEX "payload_locked_documents_rels_protocolos_id_idx" ON "payload_locked_documents_rels" USING btree ("protocolos_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "manifestacoes_ouvidoria" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "protocolos_complementos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "protocolos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "protocolos_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mensagens_anexos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "configuracoes_atendimento_prazos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "configuracoes_atendimento_feriados_extras" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "configuracoes_atendimento" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "manifestacoes_ouvidoria" CASCADE;
  DROP TABLE "protocolos_complementos" CASCADE;
  DROP TABLE "protocolos" CASCADE;
  DROP TABLE "protocolos_rels" CASCADE;
  DROP TABLE "mensagens_anexos" CASCADE;
  DROP TABLE "configuracoes_atendimento_prazos" CASCADE;
  DROP TABLE "configuracoes_atendimento_feriados_extras" CASCADE;
  DROP TABLE "configuracoes_atendimento" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_manifestacoes_ouvidoria_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_protocolos_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'atualizarIndicadores', 'enviarMensagens', 'purgarAnexos', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'atualizarIndicadores', 'enviarMensagens', 'purgarAnexos', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "anexos_lote_idx";
  DROP INDEX "payload_locked_documents_rels_manifestacoes_ouvidoria_id_idx";
  DROP INDEX "payload_locked_documents_rels_protocolos_id_idx";
  ALTER TABLE "anexos" DROP COLUMN "lote";
  ALTER TABLE "denuncias" DROP COLUMN "mensagens";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "manifestacoes_ouvidoria_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "protocolos_id";
  DROP TYPE "public"."enum_manifestacoes_ouvidoria_situacao";
  DROP TYPE "public"."enum_manifestacoes_ouvidoria_natureza_manifestacao";
  DROP TYPE "public"."enum_protocolos_complementos_area_destinataria";
  DROP TYPE "public"."enum_protocolos_situacao";
  DROP TYPE "public"."enum_protocolos_area_destinataria";
  DROP TYPE "public"."enum_configuracoes_atendimento_prazos_natureza";
  DROP TYPE "public"."enum_configuracoes_atendimento_prazos_contagem";`)
}
