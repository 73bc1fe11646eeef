import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "solicitacoes_financiamento" ADD COLUMN "protocolo" varchar;
  ALTER TABLE "cadastros_fundos" ADD COLUMN "protocolo" varchar;
  ALTER TABLE "mensagens_contato" ADD COLUMN "protocolo" varchar;
  CREATE UNIQUE INDEX "solicitacoes_financiamento_protocolo_idx" ON "solicitacoes_financiamento" USING btree ("protocolo");
  CREATE UNIQUE INDEX "cadastros_fundos_protocolo_idx" ON "cadastros_fundos" USING btree ("protocolo");
  CREATE UNIQUE INDEX "mensagens_contato_protocolo_idx" ON "mensagens_contato" USING btree ("protocolo");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "solicitacoes_financiamento_protocolo_idx";
  DROP INDEX "cadastros_fundos_protocolo_idx";
  DROP INDEX "mensagens_contato_protocolo_idx";
  ALTER TABLE "solicitacoes_financiamento" DROP COLUMN "protocolo";
  ALTER TABLE "cadastros_fundos" DROP COLUMN "protocolo";
  ALTER TABLE "mensagens_contato" DROP COLUMN "protocolo";`)
}
