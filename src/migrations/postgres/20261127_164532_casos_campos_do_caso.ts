import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_configuracoes_atendimento_prazos_dos_casos_colecao" AS ENUM('simulacoes', 'solicitacoes-financiamento', 'mensagens-contato', 'protocolos', 'cadastros-fundos');
  CREATE TYPE "public"."enum_configuracoes_atendimento_prazos_dos_casos_contagem" AS ENUM('corridos', 'uteis');
  CREATE TABLE "simulacoes_notas" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"texto" varchar NOT NULL,
  	"autor_id" integer,
  	"criada_em" timestamp(3) with time zone
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
  
  CREATE TABLE "protocolos_notas" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"texto" varchar NOT NULL,
  	"autor_id" integer,
  	"criada_em" timestamp(3) with time zone
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
  ALTER TABLE "solicitacoes_financiamento" ADD COLUMN "responsavel_id" integer;
  ALTER TABLE "solicitacoes_financiamento" ADD COLUMN "prazo" timestamp(3) with time zone;
  ALTER TABLE "solicitacoes_financiamento" ADD COLUMN "novidade" boolean DEFAULT false;
  ALTER TABLE "cadastros_fundos" ADD COLUMN "responsavel_id" integer;
  ALTER TABLE "cadastros_fundos" ADD COLUMN "prazo" timestamp(3) with time zone;
  ALTER TABLE "cadastros_fundos" ADD COLUMN "novidade" boolean DEFAULT false;
  ALTER TABLE "mensagens_contato" ADD COLUMN "responsavel_id" integer;
  ALTER TABLE "mensagens_contato" ADD COLUMN "prazo" timestamp(3) with time zone;
  ALTER TABLE "mensagens_contato" ADD COLUMN "novidade" boolean DEFAULT false;
  ALTER TABLE "manifestacoes_ouvidoria" ADD COLUMN "responsavel_id" integer;
  ALTER TABLE "manifestacoes_ouvidoria" ADD COLUMN "prazo" timestamp(3) with time zone;
  ALTER TABLE "manifestacoes_ouvidoria" ADD COLUMN "novidade" boolean DEFAULT false;
  UPDATE "manifestacoes_ouvidoria" SET "prazo" = "prazo_resposta";
  ALTER TABLE "protocolos" ADD COLUMN "responsavel_id" integer;
  ALTER TABLE "protocolos" ADD COLUMN "prazo" timestamp(3) with time zone;
  ALTER TABLE "protocolos" ADD COLUMN "novidade" boolean DEFAULT false;
  ALTER TABLE "simulacoes_notas" ADD CONSTRAINT "simulacoes_notas_autor_id_users_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "simulacoes_notas" ADD CONSTRAINT "simulacoes_notas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."simulacoes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solicitacoes_financiamento_notas" ADD CONSTRAINT "solicitacoes_financiamento_notas_autor_id_users_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "solicitacoes_financiamento_notas" ADD CONSTRAINT "solicitacoes_financiamento_notas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solicitacoes_financiamento"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cadastros_fundos_notas" ADD CONSTRAINT "cadastros_fundos_notas_autor_id_users_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cadastros_fundos_notas" ADD CONSTRAINT "cadastros_fundos_notas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cadastros_fundos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mensagens_contato_notas" ADD CONSTRAINT "mensagens_contato_notas_autor_id_users_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mensagens_contato_notas" ADD CONSTRAINT "mensagens_contato_notas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mensagens_contato"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "manifestacoes_ouvidoria_notas" ADD CONSTRAINT "manifestacoes_ouvidoria_notas_autor_id_users_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "manifestacoes_ouvidoria_notas" ADD CONSTRAINT "manifestacoes_ouvidoria_notas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."manifestacoes_ouvidoria"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "protocolos_notas" ADD CONSTRAINT "protocolos_notas_autor_id_users_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "protocolos_notas" ADD CONSTRAINT "protocolos_notas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."protocolos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "configuracoes_atendimento_prazos_dos_casos" ADD CONSTRAINT "configuracoes_atendimento_prazos_dos_casos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."configuracoes_atendimento"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "simulacoes_notas_order_idx" ON "simulacoes_notas" USING btree ("_order");
  CREATE INDEX "simulacoes_notas_parent_id_idx" ON "simulacoes_notas" USING btree ("_parent_id");
  CREATE INDEX "simulacoes_notas_autor_idx" ON "simulacoes_notas" USING btree ("autor_id");
  CREATE INDEX "solicitacoes_financiamento_notas_order_idx" ON "solicitacoes_financiamento_notas" USING btree ("_order");
  CREATE INDEX "solicitacoes_financiamento_notas_parent_id_idx" ON "solicitacoes_financiamento_notas" USING btree ("_parent_id");
  CREATE INDEX "solicitacoes_financiamento_notas_autor_idx" ON "solicitacoes_financiamento_notas" USING btree ("autor_id");
  CREATE INDEX "cadastros_fundos_notas_order_idx" ON "cadastros_fundos_notas" USING btree ("_order");
  CREATE INDEX "cadastros_fundos_notas_parent_id_idx" ON "cadastros_fundos_notas" USING btree ("_parent_id");
  CREATE INDEX "cadastros_fundos_notas_autor_idx" ON "cadastros_fundos_notas" USING btree ("autor_id");
  CREATE INDEX "mensagens_contato_notas_order_idx" ON "mensagens_contato_notas" USING btree ("_order");
  CREATE INDEX "mensagens_contato_notas_parent_id_idx" ON "mensagens_contato_notas" USING btree ("_parent_id");
  CREATE INDEX "mensagens_contato_notas_autor_idx" ON "mensagens_contato_notas" USING btree ("autor_id");
  CREATE INDEX "manifestacoes_ouvidoria_notas_order_idx" ON "manifestacoes_ouvidoria_notas" USING btree ("_order");
  CREATE INDEX "manifestacoes_ouvidoria_notas_parent_id_idx" ON "manifestacoes_ouvidoria_notas" USING btree ("_parent_id");
  CREATE INDEX "manifestacoes_ouvidoria_notas_autor_idx" ON "manifestacoes_ouvidoria_notas" USING btree ("autor_id");
  CREATE INDEX "protocolos_notas_order_idx" ON "protocolos_notas" USING btree ("_order");
  CREATE INDEX "protocolos_notas_parent_id_idx" ON "protocolos_notas" USING btree ("_parent_id");
  CREATE INDEX "protocolos_notas_autor_idx" ON "protocolos_notas" USING btree ("autor_id");
  CREATE INDEX "configuracoes_atendimento_prazos_dos_casos_order_idx" ON "configuracoes_atendimento_prazos_dos_casos" USING btree ("_order");
  CREATE INDEX "configuracoes_atendimento_prazos_dos_casos_parent_id_idx" ON "configuracoes_atendimento_prazos_dos_casos" USING btree ("_parent_id");
  ALTER TABLE "simulacoes" ADD CONSTRAINT "simulacoes_responsavel_id_users_id_fk" FOREIGN KEY ("responsavel_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "solicitacoes_financiamento" ADD CONSTRAINT "solicitacoes_financiamento_responsavel_id_users_id_fk" FOREIGN KEY ("responsavel_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cadastros_fundos" ADD CONSTRAINT "cadastros_fundos_responsavel_id_users_id_fk" FOREIGN KEY ("responsavel_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mensagens_contato" ADD CONSTRAINT "mensagens_contato_responsavel_id_users_id_fk" FOREIGN KEY ("responsavel_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "manifestacoes_ouvidoria" ADD CONSTRAINT "manifestacoes_ouvidoria_responsavel_id_users_id_fk" FOREIGN KEY ("responsavel_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "protocolos" ADD CONSTRAINT "protocolos_responsavel_id_users_id_fk" FOREIGN KEY ("responsavel_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "simulacoes_responsavel_idx" ON "simulacoes" USING btree ("responsavel_id");
  CREATE INDEX "simulacoes_prazo_idx" ON "simulacoes" USING btree ("prazo");
  CREATE INDEX "simulacoes_novidade_idx" ON "simulacoes" USING btree ("novidade");
  CREATE INDEX "solicitacoes_financiamento_responsavel_idx" ON "solicitacoes_financiamento" USING btree ("responsavel_id");
  CREATE INDEX "solicitacoes_financiamento_prazo_idx" ON "solicitacoes_financiamento" USING btree ("prazo");
  CREATE INDEX "solicitacoes_financiamento_novidade_idx" ON "solicitacoes_financiamento" USING btree ("novidade");
  CREATE INDEX "cadastros_fundos_responsavel_idx" ON "cadastros_fundos" USING btree ("responsavel_id");
  CREATE INDEX "cadastros_fundos_prazo_idx" ON "cadastros_fundos" USING btree ("prazo");
  CREATE INDEX "cadastros_fundos_novidade_idx" ON "cadastros_fundos" USING btree ("novidade");
  CREATE INDEX "mensagens_contato_responsavel_idx" ON "mensagens_contato" USING btree ("responsavel_id");
  CREATE INDEX "mensagens_contato_prazo_idx" ON "mensagens_contato" USING btree ("prazo");
  CREATE INDEX "mensagens_contato_novidade_idx" ON "mensagens_contato" USING btree ("novidade");
  CREATE INDEX "manifestacoes_ouvidoria_responsavel_idx" ON "manifestacoes_ouvidoria" USING btree ("responsavel_id");
  CREATE INDEX "manifestacoes_ouvidoria_prazo_idx" ON "manifestacoes_ouvidoria" USING btree ("prazo");
  CREATE INDEX "manifestacoes_ouvidoria_novidade_idx" ON "manifestacoes_ouvidoria" USING btree ("novidade");
  CREATE INDEX "protocolos_responsavel_idx" ON "protocolos" USING btree ("responsavel_id");
  CREATE INDEX "protocolos_prazo_idx" ON "protocolos" USING btree ("prazo");
  CREATE INDEX "protocolos_novidade_idx" ON "protocolos" USING btree ("novidade");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "simulacoes_notas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "solicitacoes_financiamento_notas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cadastros_fundos_notas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mensagens_contato_notas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "manifestacoes_ouvidoria_notas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "protocolos_notas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "configuracoes_atendimento_prazos_dos_casos" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "simulacoes_notas" CASCADE;
  DROP TABLE "solicitacoes_financiamento_notas" CASCADE;
  DROP TABLE "cadastros_fundos_notas" CASCADE;
  DROP TABLE "mensagens_contato_notas" CASCADE;
  DROP TABLE "manifestacoes_ouvidoria_notas" CASCADE;
  DROP TABLE "protocolos_notas" CASCADE;
  DROP TABLE "configuracoes_atendimento_prazos_dos_casos" CASCADE;
  ALTER TABLE "simulacoes" DROP CONSTRAINT "simulacoes_responsavel_id_users_id_fk";
  
  ALTER TABLE "solicitacoes_financiamento" DROP CONSTRAINT "solicitacoes_financiamento_responsavel_id_users_id_fk";
  
  ALTER TABLE "cadastros_fundos" DROP CONSTRAINT "cadastros_fundos_responsavel_id_users_id_fk";
  
  ALTER TABLE "mensagens_contato" DROP CONSTRAINT "mensagens_contato_responsavel_id_users_id_fk";
  
  ALTER TABLE "manifestacoes_ouvidoria" DROP CONSTRAINT "manifestacoes_ouvidoria_responsavel_id_users_id_fk";
  
  ALTER TABLE "protocolos" DROP CONSTRAINT "protocolos_responsavel_id_users_id_fk";
  
  DROP INDEX "simulacoes_responsavel_idx";
  DROP INDEX "simulacoes_prazo_idx";
  DROP INDEX "simulacoes_novidade_idx";
  DROP INDEX "solicitacoes_financiamento_responsavel_idx";
  DROP INDEX "solicitacoes_financiamento_prazo_idx";
  DROP INDEX "solicitacoes_financiamento_novidade_idx";
  DROP INDEX "cadastros_fundos_responsavel_idx";
  DROP INDEX "cadastros_fundos_prazo_idx";
  DROP INDEX "cadastros_fundos_novidade_idx";
  DROP INDEX "mensagens_contato_responsavel_idx";
  DROP INDEX "mensagens_contato_prazo_idx";
  DROP INDEX "mensagens_contato_novidade_idx";
  DROP INDEX "manifestacoes_ouvidoria_responsavel_idx";
  DROP INDEX "manifestacoes_ouvidoria_prazo_idx";
  DROP INDEX "manifestacoes_ouvidoria_novidade_idx";
  DROP INDEX "protocolos_responsavel_idx";
  DROP INDEX "protocolos_prazo_idx";
  DROP INDEX "protocolos_novidade_idx";
  ALTER TABLE "simulacoes" DROP COLUMN "responsavel_id";
  ALTER TABLE "simulacoes" DROP COLUMN "prazo";
  ALTER TABLE "simulacoes" DROP COLUMN "novidade";
  ALTER TABLE "solicitacoes_financiamento" DROP COLUMN "responsavel_id";
  ALTER TABLE "solicitacoes_financiamento" DROP COLUMN "prazo";
  ALTER TABLE "solicitacoes_financiamento" DROP COLUMN "novidade";
  ALTER TABLE "cadastros_fundos" DROP COLUMN "responsavel_id";
  ALTER TABLE "cadastros_fundos" DROP COLUMN "prazo";
  ALTER TABLE "cadastros_fundos" DROP COLUMN "novidade";
  ALTER TABLE "mensagens_contato" DROP COLUMN "responsavel_id";
  ALTER TABLE "mensagens_contato" DROP COLUMN "prazo";
  ALTER TABLE "mensagens_contato" DROP COLUMN "novidade";
  ALTER TABLE "manifestacoes_ouvidoria" DROP COLUMN "responsavel_id";
  ALTER TABLE "manifestacoes_ouvidoria" DROP COLUMN "prazo";
  ALTER TABLE "manifestacoes_ouvidoria" DROP COLUMN "novidade";
  ALTER TABLE "protocolos" DROP COLUMN "responsavel_id";
  ALTER TABLE "protocolos" DROP COLUMN "prazo";
  ALTER TABLE "protocolos" DROP COLUMN "novidade";
  DROP TYPE "public"."enum_configuracoes_atendimento_prazos_dos_casos_colecao";
  DROP TYPE "public"."enum_configuracoes_atendimento_prazos_dos_casos_contagem";`)
}
