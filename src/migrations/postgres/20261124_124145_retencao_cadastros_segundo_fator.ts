import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_auditoria_acao" ADD VALUE 'redefiniu-segundo-fator';
  ALTER TABLE "users" ADD COLUMN "segundo_fator_ativo" boolean DEFAULT false;
  ALTER TABLE "users" ADD COLUMN "segundo_fator_segredo" varchar;
  ALTER TABLE "users" ADD COLUMN "segundo_fator_segredo_novo" varchar;
  ALTER TABLE "users" ADD COLUMN "segundo_fator_ultimo_passo" numeric;
  ALTER TABLE "users" ADD COLUMN "segundo_fator_sessoes" jsonb;
  ALTER TABLE "configuracoes_atendimento" ADD COLUMN "retencao_cadastros_fundos" numeric DEFAULT 120 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "auditoria" ALTER COLUMN "acao" SET DATA TYPE text;
  DROP TYPE "public"."enum_auditoria_acao";
  CREATE TYPE "public"."enum_auditoria_acao" AS ENUM('consultou', 'alterou', 'excluiu');
  ALTER TABLE "auditoria" ALTER COLUMN "acao" SET DATA TYPE "public"."enum_auditoria_acao" USING "acao"::"public"."enum_auditoria_acao";
  ALTER TABLE "users" DROP COLUMN "segundo_fator_ativo";
  ALTER TABLE "users" DROP COLUMN "segundo_fator_segredo";
  ALTER TABLE "users" DROP COLUMN "segundo_fator_segredo_novo";
  ALTER TABLE "users" DROP COLUMN "segundo_fator_ultimo_passo";
  ALTER TABLE "users" DROP COLUMN "segundo_fator_sessoes";
  ALTER TABLE "configuracoes_atendimento" DROP COLUMN "retencao_cadastros_fundos";`)
}
