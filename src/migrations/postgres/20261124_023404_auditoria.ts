import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_auditoria_acao" AS ENUM('consultou', 'alterou', 'excluiu');
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "auditoria_id" integer;
  ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_usuario_id_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "auditoria_texts" ADD CONSTRAINT "auditoria_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."auditoria"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "auditoria_usuario_idx" ON "auditoria" USING btree ("usuario_id");
  CREATE INDEX "auditoria_colecao_idx" ON "auditoria" USING btree ("colecao");
  CREATE INDEX "auditoria_documento_idx" ON "auditoria" USING btree ("documento");
  CREATE INDEX "auditoria_updated_at_idx" ON "auditoria" USING btree ("updated_at");
  CREATE INDEX "auditoria_created_at_idx" ON "auditoria" USING btree ("created_at");
  CREATE INDEX "auditoria_texts_order_parent" ON "auditoria_texts" USING btree ("order","parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_auditoria_fk" FOREIGN KEY ("auditoria_id") REFERENCES "public"."auditoria"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_auditoria_id_idx" ON "payload_locked_documents_rels" USING btree ("auditoria_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "auditoria" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "auditoria_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "auditoria" CASCADE;
  DROP TABLE "auditoria_texts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_auditoria_fk";
  
  DROP INDEX "payload_locked_documents_rels_auditoria_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "auditoria_id";
  DROP TYPE "public"."enum_auditoria_acao";`)
}
