import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "solicitacoes_financiamento_respostas" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"texto" varchar NOT NULL,
  	"autor_id" integer,
  	"enviada_em" timestamp(3) with time zone
  );
  
  CREATE TABLE "mensagens_contato_respostas" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"texto" varchar NOT NULL,
  	"autor_id" integer,
  	"enviada_em" timestamp(3) with time zone
  );
  
  CREATE TABLE "protocolos_respostas" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"texto" varchar NOT NULL,
  	"autor_id" integer,
  	"enviada_em" timestamp(3) with time zone
  );
  
  ALTER TABLE "configuracoes_atendimento" ADD COLUMN "email_atendimento" varchar;
  ALTER TABLE "configuracoes_atendimento" ADD COLUMN "email_comercial" varchar;
  ALTER TABLE "solicitacoes_financiamento_respostas" ADD CONSTRAINT "solicitacoes_financiamento_respostas_autor_id_users_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "solicitacoes_financiamento_respostas" ADD CONSTRAINT "solicitacoes_financiamento_respostas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solicitacoes_financiamento"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mensagens_contato_respostas" ADD CONSTRAINT "mensagens_contato_respostas_autor_id_users_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mensagens_contato_respostas" ADD CONSTRAINT "mensagens_contato_respostas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mensagens_contato"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "protocolos_respostas" ADD CONSTRAINT "protocolos_respostas_autor_id_users_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "protocolos_respostas" ADD CONSTRAINT "protocolos_respostas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."protocolos"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "solicitacoes_financiamento_respostas_order_idx" ON "solicitacoes_financiamento_respostas" USING btree ("_order");
  CREATE INDEX "solicitacoes_financiamento_respostas_parent_id_idx" ON "solicitacoes_financiamento_respostas" USING btree ("_parent_id");
  CREATE INDEX "solicitacoes_financiamento_respostas_autor_idx" ON "solicitacoes_financiamento_respostas" USING btree ("autor_id");
  CREATE INDEX "mensagens_contato_respostas_order_idx" ON "mensagens_contato_respostas" USING btree ("_order");
  CREATE INDEX "mensagens_contato_respostas_parent_id_idx" ON "mensagens_contato_respostas" USING btree ("_parent_id");
  CREATE INDEX "mensagens_contato_respostas_autor_idx" ON "mensagens_contato_respostas" USING btree ("autor_id");
  CREATE INDEX "protocolos_respostas_order_idx" ON "protocolos_respostas" USING btree ("_order");
  CREATE INDEX "protocolos_respostas_parent_id_idx" ON "protocolos_respostas" USING btree ("_parent_id");
  CREATE INDEX "protocolos_respostas_autor_idx" ON "protocolos_respostas" USING btree ("autor_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "solicitacoes_financiamento_respostas" CASCADE;
  DROP TABLE "mensagens_contato_respostas" CASCADE;
  DROP TABLE "protocolos_respostas" CASCADE;
  ALTER TABLE "configuracoes_atendimento" DROP COLUMN "email_atendimento";
  ALTER TABLE "configuracoes_atendimento" DROP COLUMN "email_comercial";`)
}
