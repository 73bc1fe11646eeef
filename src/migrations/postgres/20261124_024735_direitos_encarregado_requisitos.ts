import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Hand edit: DEFAULT '' so a database whose settings row exists can take the required officer columns
// (SQLite refuses NOT NULL without a default, PostgreSQL refuses it on a table with rows). Until staff fill
// them in, the site shows the default officer (server/dados/configuracoes.ts).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_paginas_institucionais_rota" ADD VALUE 'acessibilidade';
  ALTER TYPE "public"."enum_paginas_institucionais_rota" ADD VALUE 'politica-de-privacidade';
  ALTER TYPE "public"."enum_paginas_institucionais_rota" ADD VALUE 'acesso-a-informacao';
  CREATE TABLE "configuracoes_site_requisitos_proposta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"texto" varchar NOT NULL
  );
  
  ALTER TABLE "configuracoes_site" ADD COLUMN "encarregado_nome" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "configuracoes_site" ADD COLUMN "encarregado_email" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "configuracoes_site" ADD COLUMN "encarregado_telefone" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "configuracoes_site_requisitos_proposta" ADD CONSTRAINT "configuracoes_site_requisitos_proposta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."configuracoes_site"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "configuracoes_site_requisitos_proposta_order_idx" ON "configuracoes_site_requisitos_proposta" USING btree ("_order");
  CREATE INDEX "configuracoes_site_requisitos_proposta_parent_id_idx" ON "configuracoes_site_requisitos_proposta" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "configuracoes_site_requisitos_proposta" CASCADE;
  ALTER TABLE "paginas_institucionais" ALTER COLUMN "rota" SET DATA TYPE text;
  DROP TYPE "public"."enum_paginas_institucionais_rota";
  CREATE TYPE "public"."enum_paginas_institucionais_rota" AS ENUM('historia', 'modelo-de-negocio');
  ALTER TABLE "paginas_institucionais" ALTER COLUMN "rota" SET DATA TYPE "public"."enum_paginas_institucionais_rota" USING "rota"::"public"."enum_paginas_institucionais_rota";
  ALTER TABLE "configuracoes_site" DROP COLUMN "encarregado_nome";
  ALTER TABLE "configuracoes_site" DROP COLUMN "encarregado_email";
  ALTER TABLE "configuracoes_site" DROP COLUMN "encarregado_telefone";`)
}
