import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "diretorias_areas" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"nome" varchar NOT NULL,
  	"responsavel" varchar NOT NULL,
  	"telefone" varchar,
  	"email" varchar
  );
  
  CREATE TABLE "diretorias" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"nome" varchar NOT NULL,
  	"responsavel" varchar NOT NULL,
  	"telefone" varchar,
  	"email" varchar,
  	"ordem" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "diretorias_id" integer;
  ALTER TABLE "diretorias_areas" ADD CONSTRAINT "diretorias_areas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."diretorias"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "diretorias_areas_order_idx" ON "diretorias_areas" USING btree ("_order");
  CREATE INDEX "diretorias_areas_parent_id_idx" ON "diretorias_areas" USING btree ("_parent_id");
  CREATE INDEX "diretorias_updated_at_idx" ON "diretorias" USING btree ("updated_at");
  CREATE INDEX "diretorias_created_at_idx" ON "diretorias" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_diretorias_fk" FOREIGN KEY ("diretorias_id") REFERENCES "public"."diretorias"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_diretorias_id_idx" ON "payload_locked_documents_rels" USING btree ("diretorias_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "diretorias_areas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "diretorias" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "diretorias_areas" CASCADE;
  DROP TABLE "diretorias" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_diretorias_fk";
  
  DROP INDEX "payload_locked_documents_rels_diretorias_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "diretorias_id";`)
}
