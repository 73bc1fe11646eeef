import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_indice_busca_grupo" AS ENUM('Produtos', 'Notícias', 'Transparência', 'Publicações', 'Fundos estaduais', 'Páginas institucionais', 'Casos de sucesso');
  CREATE TABLE "indice_busca" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"origem" varchar NOT NULL,
  	"colecao" varchar NOT NULL,
  	"grupo" "enum_indice_busca_grupo" NOT NULL,
  	"tipo" varchar NOT NULL,
  	"titulo" varchar NOT NULL,
  	"resumo" varchar,
  	"href" varchar NOT NULL,
  	"texto" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "indice_busca_id" integer;
  CREATE UNIQUE INDEX "indice_busca_origem_idx" ON "indice_busca" USING btree ("origem");
  CREATE INDEX "indice_busca_colecao_idx" ON "indice_busca" USING btree ("colecao");
  CREATE INDEX "indice_busca_updated_at_idx" ON "indice_busca" USING btree ("updated_at");
  CREATE INDEX "indice_busca_created_at_idx" ON "indice_busca" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_indice_busca_fk" FOREIGN KEY ("indice_busca_id") REFERENCES "public"."indice_busca"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_indice_busca_id_idx" ON "payload_locked_documents_rels" USING btree ("indice_busca_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "indice_busca" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "indice_busca" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_indice_busca_fk";
  
  DROP INDEX "payload_locked_documents_rels_indice_busca_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "indice_busca_id";
  DROP TYPE "public"."enum_indice_busca_grupo";`)
}
