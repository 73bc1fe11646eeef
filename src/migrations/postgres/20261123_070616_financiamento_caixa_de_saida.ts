import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_linhas_credito_segmentos" AS ENUM('Indústria', 'Turismo', 'Inovação');
  CREATE TYPE "public"."enum_linhas_credito_objetivos" AS ENUM('Construção e infraestrutura', 'Capital de Giro', 'Máquinas e Equipamentos');
  CREATE TYPE "public"."enum_linhas_credito_sistema" AS ENUM('SAC', 'PRICE');
  CREATE TYPE "public"."enum_linhas_credito_juros_na_carencia" AS ENUM('pagos', 'capitalizados');
  CREATE TYPE "public"."enum_simulacoes_situacao" AS ENUM('nova', 'em-contato', 'concluida', 'descartada');
  CREATE TYPE "public"."enum_simulacoes_resultado" AS ENUM('calculada', 'acima-do-limite', 'sem-linha');
  CREATE TYPE "public"."enum_simulacoes_segmentacao" AS ENUM('Indústria', 'Turismo', 'Inovação');
  CREATE TYPE "public"."enum_simulacoes_objetivo_financiamento" AS ENUM('Construção e infraestrutura', 'Capital de Giro', 'Máquinas e Equipamentos');
  CREATE TYPE "public"."enum_solicitacoes_financiamento_situacao" AS ENUM('nova', 'em-analise', 'respondida', 'arquivada');
  CREATE TYPE "public"."enum_mensagens_situacao" AS ENUM('pendente', 'enviada', 'falhou');
  CREATE TYPE "public"."enum_mensagens_papel" AS ENUM('admin', 'editor', 'comercial', 'ouvidoria', 'integridade', 'cadastro');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'enviarMensagens' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'enviarMensagens' BEFORE 'schedulePublish';
  CREATE TABLE "linhas_credito_segmentos" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_linhas_credito_segmentos",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "linhas_credito_objetivos" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_linhas_credito_objetivos",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "linhas_credito" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"produto" varchar NOT NULL,
  	"faturamento_minimo" numeric NOT NULL,
  	"faturamento_maximo" numeric NOT NULL,
  	"valor_minimo" numeric NOT NULL,
  	"valor_maximo" numeric NOT NULL,
  	"taxa_mensal" numeric NOT NULL,
  	"prazo_meses" numeric NOT NULL,
  	"carencia_meses" numeric NOT NULL,
  	"sistema" "enum_linhas_credito_sistema" DEFAULT 'SAC' NOT NULL,
  	"juros_na_carencia" "enum_linhas_credito_juros_na_carencia" DEFAULT 'pagos' NOT NULL,
  	"ativa" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "simulacoes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"situacao" "enum_simulacoes_situacao" DEFAULT 'nova' NOT NULL,
  	"resultado" "enum_simulacoes_resultado" NOT NULL,
  	"razao_social" varchar NOT NULL,
  	"cnpj" varchar NOT NULL,
  	"email_solicitante" varchar NOT NULL,
  	"telefone_solicitante" varchar NOT NULL,
  	"cidade" varchar NOT NULL,
  	"uf" varchar NOT NULL,
  	"segmentacao" "enum_simulacoes_segmentacao" NOT NULL,
  	"objetivo_financiamento" "enum_simulacoes_objetivo_financiamento" NOT NULL,
  	"faturamento" numeric NOT NULL,
  	"valor_financiamento" numeric NOT NULL,
  	"acima_de300k" boolean,
  	"linha_id" integer,
  	"resposta" jsonb,
  	"chave_idempotencia" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "solicitacoes_financiamento" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"situacao" "enum_solicitacoes_financiamento_situacao" DEFAULT 'nova' NOT NULL,
  	"produto_id" integer NOT NULL,
  	"nome" varchar NOT NULL,
  	"cpf_cnpj" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"telefone" varchar NOT NULL,
  	"municipio" varchar NOT NULL,
  	"valor" numeric NOT NULL,
  	"motivo" varchar NOT NULL,
  	"chave_idempotencia" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "mensagens" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"situacao" "enum_mensagens_situacao" DEFAULT 'pendente' NOT NULL,
  	"para" varchar NOT NULL,
  	"responder_para" varchar,
  	"assunto" varchar NOT NULL,
  	"texto" varchar NOT NULL,
  	"papel" "enum_mensagens_papel" NOT NULL,
  	"origem" varchar,
  	"tentativas" numeric DEFAULT 0,
  	"proxima_tentativa_em" timestamp(3) with time zone,
  	"ultimo_erro" varchar,
  	"enviada_em" timestamp(3) with time zone,
  	"id_mensagem" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "captchas_usados" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"assinatura" varchar NOT NULL,
  	"expira_em" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "linhas_credito_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "simulacoes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "solicitacoes_financiamento_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "mensagens_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "captchas_usados_id" integer;
  ALTER TABLE "linhas_credito_segmentos" ADD CONSTRAINT "linhas_credito_segmentos_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."linhas_credito"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "linhas_credito_objetivos" ADD CONSTRAINT "linhas_credito_objetivos_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."linhas_credito"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "simulacoes" ADD CONSTRAINT "simulacoes_linha_id_linhas_credito_id_fk" FOREIGN KEY ("linha_id") REFERENCES "public"."linhas_credito"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "solicitacoes_financiamento" ADD CONSTRAINT "solicitacoes_financiamento_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "linhas_credito_segmentos_order_idx" ON "linhas_credito_segmentos" USING btree ("order");
  CREATE INDEX "linhas_credito_segmentos_parent_idx" ON "linhas_credito_segmentos" USING btree ("parent_id");
  CREATE INDEX "linhas_credito_objetivos_order_idx" ON "linhas_credito_objetivos" USING btree ("order");
  CREATE INDEX "linhas_credito_objetivos_parent_idx" ON "linhas_credito_objetivos" USING btree ("parent_id");
  CREATE INDEX "linhas_credito_updated_at_idx" ON "linhas_credito" USING btree ("updated_at");
  CREATE INDEX "linhas_credito_created_at_idx" ON "linhas_credito" USING btree ("created_at");
  CREATE INDEX "simulacoes_cnpj_idx" ON "simulacoes" USING btree ("cnpj");
  CREATE INDEX "simulacoes_linha_idx" ON "simulacoes" USING btree ("linha_id");
  CREATE UNIQUE INDEX "simulacoes_chave_idempotencia_idx" ON "simulacoes" USING btree ("chave_idempotencia");
  CREATE INDEX "simulacoes_updated_at_idx" ON "simulacoes" USING btree ("updated_at");
  CREATE INDEX "simulacoes_created_at_idx" ON "simulacoes" USING btree ("created_at");
  CREATE INDEX "solicitacoes_financiamento_produto_idx" ON "solicitacoes_financiamento" USING btree ("produto_id");
  CREATE UNIQUE INDEX "solicitacoes_financiamento_chave_idempotencia_idx" ON "solicitacoes_financiamento" USING btree ("chave_idempotencia");
  CREATE INDEX "solicitacoes_financiamento_updated_at_idx" ON "solicitacoes_financiamento" USING btree ("updated_at");
  CREATE INDEX "solicitacoes_financiamento_created_at_idx" ON "solicitacoes_financiamento" USING btree ("created_at");
  CREATE INDEX "mensagens_situacao_idx" ON "mensagens" USING btree ("situacao");
  CREATE INDEX "mensagens_proxima_tentativa_em_idx" ON "mensagens" USING btree ("proxima_tentativa_em");
  CREATE INDEX "mensagens_updated_at_idx" ON "mensagens" USING btree ("updated_at");
  CREATE INDEX "mensagens_created_at_idx" ON "mensagens" USING btree ("created_at");
  CREATE UNIQUE INDEX "captchas_usados_assinatura_idx" ON "captchas_usados" USING btree ("assinatura");
  CREATE INDEX "captchas_usados_expira_em_idx" ON "captchas_usados" USING btree ("expira_em");
  CREATE INDEX "captchas_usados_updated_at_idx" ON "captchas_usados" USING btree ("updated_at");
  CREATE INDEX "captchas_usados_created_at_idx" ON "captchas_usados" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_linhas_credito_fk" FOREIGN KEY ("linhas_credito_id") REFERENCES "public"."linhas_credito"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_simulacoes_fk" FOREIGN KEY ("simulacoes_id") REFERENCES "public"."simulacoes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_solicitacoes_financiamento_fk" FOREIGN KEY ("solicitacoes_financiamento_id") REFERENCES "public"."solicitacoes_financiamento"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mensagens_fk" FOREIGN KEY ("mensagens_id") REFERENCES "public"."mensagens"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_captchas_usados_fk" FOREIGN KEY ("captchas_usados_id") REFERENCES "public"."captchas_usados"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_linhas_credito_id_idx" ON "payload_locked_documents_rels" USING btree ("linhas_credito_id");
  CREATE INDEX "payload_locked_documents_rels_simulacoes_id_idx" ON "payload_locked_documents_rels" USING btree ("simulacoes_id");
  CREATE INDEX "payload_locked_documents_rels_solicitacoes_financiamento_idx" ON "payload_locked_documents_rels" USING btree ("solicitacoes_financiamento_id");
  CREATE INDEX "payload_locked_documents_rels_mensagens_id_idx" ON "payload_locked_documents_rels" USING btree ("mensagens_id");
  CREATE INDEX "payload_locked_documents_rels_captchas_usados_id_idx" ON "payload_locked_documents_rels" USING btree ("captchas_usados_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "linhas_credito_segmentos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "linhas_credito_objetivos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "linhas_credito" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "simulacoes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "solicitacoes_financiamento" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mensagens" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "captchas_usados" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "linhas_credito_segmentos" CASCADE;
  DROP TABLE "linhas_credito_objetivos" CASCADE;
  DROP TABLE "linhas_credito" CASCADE;
  DROP TABLE "simulacoes" CASCADE;
  DROP TABLE "solicitacoes_financiamento" CASCADE;
  DROP TABLE "mensagens" CASCADE;
  DROP TABLE "captchas_usados" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_linhas_credito_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_simulacoes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_solicitacoes_financiamento_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_mensagens_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_captchas_usados_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'atualizarIndicadores', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'atualizarIndicadores', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_linhas_credito_id_idx";
  DROP INDEX "payload_locked_documents_rels_simulacoes_id_idx";
  DROP INDEX "payload_locked_documents_rels_solicitacoes_financiamento_idx";
  DROP INDEX "payload_locked_documents_rels_mensagens_id_idx";
  DROP INDEX "payload_locked_documents_rels_captchas_usados_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "linhas_credito_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "simulacoes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "solicitacoes_financiamento_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "mensagens_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "captchas_usados_id";
  DROP TYPE "public"."enum_linhas_credito_segmentos";
  DROP TYPE "public"."enum_linhas_credito_objetivos";
  DROP TYPE "public"."enum_linhas_credito_sistema";
  DROP TYPE "public"."enum_linhas_credito_juros_na_carencia";
  DROP TYPE "public"."enum_simulacoes_situacao";
  DROP TYPE "public"."enum_simulacoes_resultado";
  DROP TYPE "public"."enum_simulacoes_segmentacao";
  DROP TYPE "public"."enum_simulacoes_objetivo_financiamento";
  DROP TYPE "public"."enum_solicitacoes_financiamento_situacao";
  DROP TYPE "public"."enum_mensagens_situacao";
  DROP TYPE "public"."enum_mensagens_papel";`)
}
