import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Hand edit: DEFAULT '' so a database whose settings row exists can take the required columns (SQLite
// refuses NOT NULL without a default, PostgreSQL refuses it on a table with rows). Until staff fill them in,
// the site shows the default officer (server/dados/configuracoes.ts).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_paginas_institucionais_rota" ADD VALUE 'acessibilidade';
  ALTER TYPE "public"."enum_paginas_institucionais_rota" ADD VALUE 'politica-de-privacidade';
  ALTER TYPE "public"."enum_paginas_institucionais_rota" ADD VALUE 'acesso-a-informacao';
  ALTER TABLE "configuracoes_site" ADD COLUMN "encarregado_nome" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "configuracoes_site" ADD COLUMN "encarregado_email" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "configuracoes_site" ADD COLUMN "encarregado_telefone" varchar DEFAULT '' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "paginas_institucionais" ALTER COLUMN "rota" SET DATA TYPE text;
  DROP TYPE "public"."enum_paginas_institucionais_rota";
  CREATE TYPE "public"."enum_paginas_institucionais_rota" AS ENUM('historia', 'modelo-de-negocio');
  ALTER TABLE "paginas_institucionais" ALTER COLUMN "rota" SET DATA TYPE "public"."enum_paginas_institucionais_rota" USING "rota"::"public"."enum_paginas_institucionais_rota";
  ALTER TABLE "configuracoes_site" DROP COLUMN "encarregado_nome";
  ALTER TABLE "configuracoes_site" DROP COLUMN "encarregado_email";
  ALTER TABLE "configuracoes_site" DROP COLUMN "encarregado_telefone";`)
}
