import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_protocolos_complementos_area_destinataria" AS ENUM('agronegocio', 'empresas', 'municipios', 'inovacao', 'cadastro', 'cobranca', 'juridico', 'ouvidoria');
  CREATE TYPE "public"."enum_protocolos_situacao" AS ENUM('novo', 'novos-documentos', 'em-analise', 'concluido');
  CREATE TYPE "public"."enum_protocolos_area_destinataria" AS ENUM('agronegocio', 'empresas', 'municipios', 'inovacao', 'cadastro', 'cobranca', 'juridico', 'ouvidoria');
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
  
  ALTER TABLE "anexos" ADD COLUMN "lote" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "protocolos_id" integer;
  ALTER TABLE "protocolos_complementos" ADD CONSTRAINT "protocolos_complementos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."protocolos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "protocolos_rels" ADD CONSTRAINT "protocolos_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."protocolos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "protocolos_rels" ADD CONSTRAINT "protocolos_rels_anexos_fk" FOREIGN KEY ("anexos_id") REFERENCES "public"."anexos"("id") ON DELETE cascade ON UPDATE no action;
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
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_protocolos_fk" FOREIGN KEY ("protocolos_id") REFERENCES "public"."protocolos"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "anexos_lote_idx" ON "anexos" USING btree ("lote");
  CREATE INDEX "payload_locked_documents_rels_protocolos_id_idx" ON "payload_locked_documents_rels" USING btree ("protocolos_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "protocolos_complementos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "protocolos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "protocolos_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "protocolos_complementos" CASCADE;
  DROP TABLE "protocolos" CASCADE;
  DROP TABLE "protocolos_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_protocolos_fk";
  
  DROP INDEX "anexos_lote_idx";
  DROP INDEX "payload_locked_documents_rels_protocolos_id_idx";
  ALTER TABLE "anexos" DROP COLUMN "lote";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "protocolos_id";
  DROP TYPE "public"."enum_protocolos_complementos_area_destinataria";
  DROP TYPE "public"."enum_protocolos_situacao";
  DROP TYPE "public"."enum_protocolos_area_destinataria";`)
}
