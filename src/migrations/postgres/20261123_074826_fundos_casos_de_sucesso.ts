import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_fundos_codigo" AS ENUM('FEAPER', 'FOMENTAR', 'FUNAFIR', 'FUNDOLEITE', 'FUNPROCRED', 'FUNTERRA');
  CREATE TYPE "public"."enum_casos_sucesso_rota" AS ENUM('amsterland', 'htMicron', 'dimed', 'guatambu', 'biomix');
  CREATE TABLE "fundos_botoes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"rotulo" varchar NOT NULL,
  	"href" varchar NOT NULL
  );
  
  CREATE TABLE "fundos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"codigo" "enum_fundos_codigo" NOT NULL,
  	"titulo" varchar NOT NULL,
  	"resumo" varchar NOT NULL,
  	"conteudo" jsonb,
  	"corpo" varchar,
  	"link_externo" varchar,
  	"ordem" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "casos_sucesso" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"rota" "enum_casos_sucesso_rota" NOT NULL,
  	"titulo" varchar NOT NULL,
  	"empresa" varchar NOT NULL,
  	"resumo" varchar NOT NULL,
  	"imagem_id" integer,
  	"conteudo" jsonb,
  	"corpo" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "fundos_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "casos_sucesso_id" integer;
  ALTER TABLE "fundos_botoes" ADD CONSTRAINT "fundos_botoes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."fundos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "casos_sucesso" ADD CONSTRAINT "casos_sucesso_imagem_id_imagens_id_fk" FOREIGN KEY ("imagem_id") REFERENCES "public"."imagens"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "fundos_botoes_order_idx" ON "fundos_botoes" USING btree ("_order");
  CREATE INDEX "fundos_botoes_parent_id_idx" ON "fundos_botoes" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "fundos_codigo_idx" ON "fundos" USING btree ("codigo");
  CREATE INDEX "fundos_updated_at_idx" ON "fundos" USING btree ("updated_at");
  CREATE INDEX "fundos_created_at_idx" ON "fundos" USING btree ("created_at");
  CREATE UNIQUE INDEX "casos_sucesso_rota_idx" ON "casos_sucesso" USING btree ("rota");
  CREATE INDEX "casos_sucesso_imagem_idx" ON "casos_sucesso" USING btree ("imagem_id");
  CREATE INDEX "casos_sucesso_updated_at_idx" ON "casos_sucesso" USING btree ("updated_at");
  CREATE INDEX "casos_sucesso_created_at_idx" ON "casos_sucesso" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_fundos_fk" FOREIGN KEY ("fundos_id") REFERENCES "public"."fundos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_casos_sucesso_fk" FOREIGN KEY ("casos_sucesso_id") REFERENCES "public"."casos_sucesso"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_fundos_id_idx" ON "payload_locked_documents_rels" USING btree ("fundos_id");
  CREATE INDEX "payload_locked_documents_rels_casos_sucesso_id_idx" ON "payload_locked_documents_rels" USING btree ("casos_sucesso_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "fundos_botoes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "fundos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "casos_sucesso" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "fundos_botoes" CASCADE;
  DROP TABLE "fundos" CASCADE;
  DROP TABLE "casos_sucesso" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_fundos_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_casos_sucesso_fk";
  
  DROP INDEX "payload_locked_documents_rels_fundos_id_idx";
  DROP INDEX "payload_locked_documents_rels_casos_sucesso_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "fundos_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "casos_sucesso_id";
  DROP TYPE "public"."enum_fundos_codigo";
  DROP TYPE "public"."enum_casos_sucesso_rota";`)
}
