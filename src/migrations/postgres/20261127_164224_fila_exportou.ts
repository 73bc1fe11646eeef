import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_auditoria_acao" ADD VALUE 'exportou' BEFORE 'alterou';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "auditoria" ALTER COLUMN "acao" SET DATA TYPE text;
  DROP TYPE "public"."enum_auditoria_acao";
  CREATE TYPE "public"."enum_auditoria_acao" AS ENUM('consultou', 'listou', 'alterou', 'excluiu', 'redefiniu-segundo-fator', 'criou-conta', 'alterou-papeis', 'excluiu-conta', 'criou', 'aprovou', 'entrou-na-integridade', 'saiu-da-integridade');
  ALTER TABLE "auditoria" ALTER COLUMN "acao" SET DATA TYPE "public"."enum_auditoria_acao" USING "acao"::"public"."enum_auditoria_acao";`)
}
