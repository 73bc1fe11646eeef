import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor', 'comercial', 'ouvidoria', 'integridade', 'cadastro');
  CREATE TYPE "public"."enum_produtos_perfil" AS ENUM('AGRO', 'ICS', 'PUB', 'INV');
  CREATE TYPE "public"."enum_produtos_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__produtos_v_version_perfil" AS ENUM('AGRO', 'ICS', 'PUB', 'INV');
  CREATE TYPE "public"."enum__produtos_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "users_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"nome" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "imagens" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "produtos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"titulo" varchar,
  	"perfil" "enum_produtos_perfil",
  	"resumo" varchar,
  	"descricao" varchar,
  	"conteudo" jsonb,
  	"texto" varchar,
  	"imagem_capa_id" integer,
  	"link" varchar,
  	"email_contato" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_produtos_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_produtos_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_titulo" varchar,
  	"version_perfil" "enum__produtos_v_version_perfil",
  	"version_resumo" varchar,
  	"version_descricao" varchar,
  	"version_conteudo" jsonb,
  	"version_texto" varchar,
  	"version_imagem_capa_id" integer,
  	"version_link" varchar,
  	"version_email_contato" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__produtos_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"imagens_id" integer,
  	"produtos_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "configuracoes_site" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"nome_agencia" varchar NOT NULL,
  	"sigla_agencia" varchar NOT NULL,
  	"descricao_site" varchar NOT NULL,
  	"telefone_central" varchar NOT NULL,
  	"horario_atendimento" varchar NOT NULL,
  	"email_contato" varchar NOT NULL,
  	"endereco_logradouro" varchar NOT NULL,
  	"endereco_bairro" varchar NOT NULL,
  	"endereco_cidade" varchar NOT NULL,
  	"endereco_uf" varchar NOT NULL,
  	"endereco_cep" varchar NOT NULL,
  	"redes_sociais_instagram" varchar NOT NULL,
  	"redes_sociais_youtube" varchar NOT NULL,
  	"redes_sociais_facebook" varchar NOT NULL,
  	"redes_sociais_linkedin" varchar NOT NULL,
  	"links_externos_governo_estado" varchar NOT NULL,
  	"links_externos_portal_transparencia" varchar NOT NULL,
  	"links_externos_acesso_informacao" varchar NOT NULL,
  	"area_cliente_url" varchar DEFAULT '/ibb-web/' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "produtos" ADD CONSTRAINT "produtos_imagem_capa_id_imagens_id_fk" FOREIGN KEY ("imagem_capa_id") REFERENCES "public"."imagens"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_produtos_v" ADD CONSTRAINT "_produtos_v_parent_id_produtos_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."produtos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_produtos_v" ADD CONSTRAINT "_produtos_v_version_imagem_capa_id_imagens_id_fk" FOREIGN KEY ("version_imagem_capa_id") REFERENCES "public"."imagens"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_imagens_fk" FOREIGN KEY ("imagens_id") REFERENCES "public"."imagens"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_produtos_fk" FOREIGN KEY ("produtos_id") REFERENCES "public"."produtos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_roles_order_idx" ON "users_roles" USING btree ("order");
  CREATE INDEX "users_roles_parent_idx" ON "users_roles" USING btree ("parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "imagens_updated_at_idx" ON "imagens" USING btree ("updated_at");
  CREATE INDEX "imagens_created_at_idx" ON "imagens" USING btree ("created_at");
  CREATE UNIQUE INDEX "imagens_filename_idx" ON "imagens" USING btree ("filename");
  CREATE INDEX "produtos_titulo_idx" ON "produtos" USING btree ("titulo");
  CREATE INDEX "produtos_perfil_idx" ON "produtos" USING btree ("perfil");
  CREATE INDEX "produtos_imagem_capa_idx" ON "produtos" USING btree ("imagem_capa_id");
  CREATE INDEX "produtos_updated_at_idx" ON "produtos" USING btree ("updated_at");
  CREATE INDEX "produtos_created_at_idx" ON "produtos" USING btree ("created_at");
  CREATE INDEX "produtos__status_idx" ON "produtos" USING btree ("_status");
  CREATE INDEX "_produtos_v_parent_idx" ON "_produtos_v" USING btree ("parent_id");
  CREATE INDEX "_produtos_v_version_version_titulo_idx" ON "_produtos_v" USING btree ("version_titulo");
  CREATE INDEX "_produtos_v_version_version_perfil_idx" ON "_produtos_v" USING btree ("version_perfil");
  CREATE INDEX "_produtos_v_version_version_imagem_capa_idx" ON "_produtos_v" USING btree ("version_imagem_capa_id");
  CREATE INDEX "_produtos_v_version_version_updated_at_idx" ON "_produtos_v" USING btree ("version_updated_at");
  CREATE INDEX "_produtos_v_version_version_created_at_idx" ON "_produtos_v" USING btree ("version_created_at");
  CREATE INDEX "_produtos_v_version_version__status_idx" ON "_produtos_v" USING btree ("version__status");
  CREATE INDEX "_produtos_v_created_at_idx" ON "_produtos_v" USING btree ("created_at");
  CREATE INDEX "_produtos_v_updated_at_idx" ON "_produtos_v" USING btree ("updated_at");
  CREATE INDEX "_produtos_v_latest_idx" ON "_produtos_v" USING btree ("latest");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_imagens_id_idx" ON "payload_locked_documents_rels" USING btree ("imagens_id");
  CREATE INDEX "payload_locked_documents_rels_produtos_id_idx" ON "payload_locked_documents_rels" USING btree ("produtos_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_roles" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "imagens" CASCADE;
  DROP TABLE "produtos" CASCADE;
  DROP TABLE "_produtos_v" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "configuracoes_site" CASCADE;
  DROP TYPE "public"."enum_users_roles";
  DROP TYPE "public"."enum_produtos_perfil";
  DROP TYPE "public"."enum_produtos_status";
  DROP TYPE "public"."enum__produtos_v_version_perfil";
  DROP TYPE "public"."enum__produtos_v_version_status";`)
}
