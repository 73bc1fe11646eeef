import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_auditoria_acao" ADD VALUE 'listou' BEFORE 'alterou';
  ALTER TYPE "public"."enum_auditoria_acao" ADD VALUE 'criou-conta';
  ALTER TYPE "public"."enum_auditoria_acao" ADD VALUE 'alterou-papeis';
  ALTER TYPE "public"."enum_auditoria_acao" ADD VALUE 'excluiu-conta';
  ALTER TYPE "public"."enum_auditoria_acao" ADD VALUE 'criou';
  ALTER TYPE "public"."enum_auditoria_acao" ADD VALUE 'aprovou';
  ALTER TYPE "public"."enum_auditoria_acao" ADD VALUE 'entrou-na-integridade';
  ALTER TYPE "public"."enum_auditoria_acao" ADD VALUE 'saiu-da-integridade';
  ALTER TABLE "configuracoes_site" ALTER COLUMN "area_cliente_url" DROP DEFAULT;
  ALTER TABLE "configuracoes_site" ALTER COLUMN "area_cliente_url" DROP NOT NULL;
  ALTER TABLE "users" ADD COLUMN "segundo_fator_codigos_recuperacao" jsonb;
  ALTER TABLE "membros_integridade" ADD COLUMN "pendente" boolean DEFAULT false;
  ALTER TABLE "auditoria" ADD COLUMN "detalhe" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "auditoria" ALTER COLUMN "acao" SET DATA TYPE text;
  DROP TYPE "public"."enum_auditoria_acao";
  CREATE TYPE "public"."enum_auditoria_acao" AS ENUM('consultou', 'alterou', 'excluiu', 'redefiniu-segundo-fator');
  ALTER TABLE "auditoria" ALTER COLUMN "acao" SET DATA TYPE "public"."enum_auditoria_acao" USING "acao"::"public"."enum_auditoria_acao";
  ALTER TABLE "configuracoes_site" ALTER COLUMN "area_cliente_url" SET DEFAULT '/ibb-web/';
  ALTER TABLE "configuracoes_site" ALTER COLUMN "area_cliente_url" SET NOT NULL;
  ALTER TABLE "users" DROP COLUMN "segundo_fator_codigos_recuperacao";
  ALTER TABLE "membros_integridade" DROP COLUMN "pendente";
  ALTER TABLE "auditoria" DROP COLUMN "detalhe";`)
}
