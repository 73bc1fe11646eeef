import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_auditoria_acao" ADD VALUE 'listou' BEFORE 'alterou';
  ALTER TYPE "public"."enum_auditoria_acao" ADD VALUE 'criou-conta';
  ALTER TYPE "public"."enum_auditoria_acao" ADD VALUE 'alterou-papeis';
  ALTER TYPE "public"."enum_auditoria_acao" ADD VALUE 'excluiu-conta';
  ALTER TABLE "auditoria" ADD COLUMN "detalhe" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "auditoria" ALTER COLUMN "acao" SET DATA TYPE text;
  DROP TYPE "public"."enum_auditoria_acao";
  CREATE TYPE "public"."enum_auditoria_acao" AS ENUM('consultou', 'alterou', 'excluiu', 'redefiniu-segundo-fator');
  ALTER TABLE "auditoria" ALTER COLUMN "acao" SET DATA TYPE "public"."enum_auditoria_acao" USING "acao"::"public"."enum_auditoria_acao";
  ALTER TABLE "auditoria" DROP COLUMN "detalhe";`)
}
