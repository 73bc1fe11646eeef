import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_itens_menu_status" AS ENUM('PBL', 'RSC');
  CREATE TYPE "public"."enum_itens_menu_formato" AS ENUM('TEXTO', 'PUBLICACOES', 'LINK EXTERNO');
  CREATE TYPE "public"."enum_publicacoes_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__publicacoes_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_paginas_documentos_chave" AS ENUM('GERAL', 'AGRO', 'ICS', 'PUB', 'INV');
  CREATE TYPE "public"."enum_paginas_institucionais_rota" AS ENUM('historia', 'modelo-de-negocio');
  CREATE TABLE "tipos_publicacao" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"titulo" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "itens_menu" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"titulo" varchar NOT NULL,
  	"menu_pai_id" integer,
  	"status" "enum_itens_menu_status" DEFAULT 'RSC' NOT NULL,
  	"ordem" numeric DEFAULT 0 NOT NULL,
  	"formato" "enum_itens_menu_formato" DEFAULT 'TEXTO' NOT NULL,
  	"conteudo" jsonb,
  	"tipo_publicacao_id" integer,
  	"link" varchar,
  	"complemento" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "publicacoes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tipo_publicacao_id" integer,
  	"titulo_publicacao" varchar,
  	"subtitulo_publicacao" varchar,
  	"descricao_publicacao" varchar,
  	"data_publicacao" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_publicacoes_status" DEFAULT 'draft',
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
  
  CREATE TABLE "_publicacoes_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_tipo_publicacao_id" integer,
  	"version_titulo_publicacao" varchar,
  	"version_subtitulo_publicacao" varchar,
  	"version_descricao_publicacao" varchar,
  	"version_data_publicacao" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__publicacoes_v_version_status" DEFAULT 'draft',
  	"version_url" varchar,
  	"version_thumbnail_u_r_l" varchar,
  	"version_filename" varchar,
  	"version_mime_type" varchar,
  	"version_filesize" numeric,
  	"version_width" numeric,
  	"version_height" numeric,
  	"version_focal_x" numeric,
  	"version_focal_y" numeric,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "arquivos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"titulo" varchar NOT NULL,
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
  
  CREATE TABLE "paginas_documentos_secoes_documentos" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"titulo" varchar NOT NULL,
  	"arquivo_id" integer,
  	"link" varchar
  );
  
  CREATE TABLE "paginas_documentos_secoes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"titulo" varchar,
  	"lista" boolean DEFAULT false
  );
  
  CREATE TABLE "paginas_documentos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"chave" "enum_paginas_documentos_chave" NOT NULL,
  	"titulo" varchar NOT NULL,
  	"banner_id" integer,
  	"envio_proposta_titulo" varchar,
  	"envio_proposta_link" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "paginas_institucionais_secoes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"titulo" varchar NOT NULL,
  	"conteudo" jsonb,
  	"corpo" varchar
  );
  
  CREATE TABLE "paginas_institucionais" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"rota" "enum_paginas_institucionais_rota" NOT NULL,
  	"titulo" varchar NOT NULL,
  	"resumo" varchar NOT NULL,
  	"video_arquivo_id" integer,
  	"video_legendas_id" integer,
  	"video_transcricao" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "projetos_sociais" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"nome" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"resumo" varchar NOT NULL,
  	"imagem_id" integer,
  	"conteudo" jsonb,
  	"corpo" varchar,
  	"ordem" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "orgaos_membros" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"nome" varchar NOT NULL,
  	"cargo" varchar NOT NULL,
  	"curriculo_id" integer
  );
  
  CREATE TABLE "orgaos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"nome" varchar NOT NULL,
  	"descricao" varchar NOT NULL,
  	"ordem" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tipos_publicacao_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "itens_menu_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "publicacoes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "arquivos_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "paginas_documentos_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "paginas_institucionais_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "projetos_sociais_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "orgaos_id" integer;
  ALTER TABLE "configuracoes_site" ADD COLUMN "links_externos_balancetes" varchar;
  ALTER TABLE "itens_menu" ADD CONSTRAINT "itens_menu_menu_pai_id_itens_menu_id_fk" FOREIGN KEY ("menu_pai_id") REFERENCES "public"."itens_menu"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "itens_menu" ADD CONSTRAINT "itens_menu_tipo_publicacao_id_tipos_publicacao_id_fk" FOREIGN KEY ("tipo_publicacao_id") REFERENCES "public"."tipos_publicacao"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "publicacoes" ADD CONSTRAINT "publicacoes_tipo_publicacao_id_tipos_publicacao_id_fk" FOREIGN KEY ("tipo_publicacao_id") REFERENCES "public"."tipos_publicacao"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_publicacoes_v" ADD CONSTRAINT "_publicacoes_v_parent_id_publicacoes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."publicacoes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_publicacoes_v" ADD CONSTRAINT "_publicacoes_v_version_tipo_publicacao_id_tipos_publicacao_id_fk" FOREIGN KEY ("version_tipo_publicacao_id") REFERENCES "public"."tipos_publicacao"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "paginas_documentos_secoes_documentos" ADD CONSTRAINT "paginas_documentos_secoes_documentos_arquivo_id_arquivos_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."arquivos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "paginas_documentos_secoes_documentos" ADD CONSTRAINT "paginas_documentos_secoes_documentos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."paginas_documentos_secoes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "paginas_documentos_secoes" ADD CONSTRAINT "paginas_documentos_secoes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."paginas_documentos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "paginas_documentos" ADD CONSTRAINT "paginas_documentos_banner_id_imagens_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."imagens"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "paginas_institucionais_secoes" ADD CONSTRAINT "paginas_institucionais_secoes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."paginas_institucionais"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "paginas_institucionais" ADD CONSTRAINT "paginas_institucionais_video_arquivo_id_arquivos_id_fk" FOREIGN KEY ("video_arquivo_id") REFERENCES "public"."arquivos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "paginas_institucionais" ADD CONSTRAINT "paginas_institucionais_video_legendas_id_arquivos_id_fk" FOREIGN KEY ("video_legendas_id") REFERENCES "public"."arquivos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projetos_sociais" ADD CONSTRAINT "projetos_sociais_imagem_id_imagens_id_fk" FOREIGN KEY ("imagem_id") REFERENCES "public"."imagens"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orgaos_membros" ADD CONSTRAINT "orgaos_membros_curriculo_id_arquivos_id_fk" FOREIGN KEY ("curriculo_id") REFERENCES "public"."arquivos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orgaos_membros" ADD CONSTRAINT "orgaos_membros_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orgaos"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "tipos_publicacao_updated_at_idx" ON "tipos_publicacao" USING btree ("updated_at");
  CREATE INDEX "tipos_publicacao_created_at_idx" ON "tipos_publicacao" USING btree ("created_at");
  CREATE INDEX "itens_menu_menu_pai_idx" ON "itens_menu" USING btree ("menu_pai_id");
  CREATE INDEX "itens_menu_tipo_publicacao_idx" ON "itens_menu" USING btree ("tipo_publicacao_id");
  CREATE INDEX "itens_menu_updated_at_idx" ON "itens_menu" USING btree ("updated_at");
  CREATE INDEX "itens_menu_created_at_idx" ON "itens_menu" USING btree ("created_at");
  CREATE INDEX "publicacoes_tipo_publicacao_idx" ON "publicacoes" USING btree ("tipo_publicacao_id");
  CREATE INDEX "publicacoes_data_publicacao_idx" ON "publicacoes" USING btree ("data_publicacao");
  CREATE INDEX "publicacoes_updated_at_idx" ON "publicacoes" USING btree ("updated_at");
  CREATE INDEX "publicacoes_created_at_idx" ON "publicacoes" USING btree ("created_at");
  CREATE INDEX "publicacoes__status_idx" ON "publicacoes" USING btree ("_status");
  CREATE UNIQUE INDEX "publicacoes_filename_idx" ON "publicacoes" USING btree ("filename");
  CREATE INDEX "_publicacoes_v_parent_idx" ON "_publicacoes_v" USING btree ("parent_id");
  CREATE INDEX "_publicacoes_v_version_version_tipo_publicacao_idx" ON "_publicacoes_v" USING btree ("version_tipo_publicacao_id");
  CREATE INDEX "_publicacoes_v_version_version_data_publicacao_idx" ON "_publicacoes_v" USING btree ("version_data_publicacao");
  CREATE INDEX "_publicacoes_v_version_version_updated_at_idx" ON "_publicacoes_v" USING btree ("version_updated_at");
  CREATE INDEX "_publicacoes_v_version_version_created_at_idx" ON "_publicacoes_v" USING btree ("version_created_at");
  CREATE INDEX "_publicacoes_v_version_version__status_idx" ON "_publicacoes_v" USING btree ("version__status");
  CREATE INDEX "_publicacoes_v_version_version_filename_idx" ON "_publicacoes_v" USING btree ("version_filename");
  CREATE INDEX "_publicacoes_v_created_at_idx" ON "_publicacoes_v" USING btree ("created_at");
  CREATE INDEX "_publicacoes_v_updated_at_idx" ON "_publicacoes_v" USING btree ("updated_at");
  CREATE INDEX "_publicacoes_v_latest_idx" ON "_publicacoes_v" USING btree ("latest");
  CREATE INDEX "arquivos_updated_at_idx" ON "arquivos" USING btree ("updated_at");
  CREATE INDEX "arquivos_created_at_idx" ON "arquivos" USING btree ("created_at");
  CREATE UNIQUE INDEX "arquivos_filename_idx" ON "arquivos" USING btree ("filename");
  CREATE INDEX "paginas_documentos_secoes_documentos_order_idx" ON "paginas_documentos_secoes_documentos" USING btree ("_order");
  CREATE INDEX "paginas_documentos_secoes_documentos_parent_id_idx" ON "paginas_documentos_secoes_documentos" USING btree ("_parent_id");
  CREATE INDEX "paginas_documentos_secoes_documentos_arquivo_idx" ON "paginas_documentos_secoes_documentos" USING btree ("arquivo_id");
  CREATE INDEX "paginas_documentos_secoes_order_idx" ON "paginas_documentos_secoes" USING btree ("_order");
  CREATE INDEX "paginas_documentos_secoes_parent_id_idx" ON "paginas_documentos_secoes" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "paginas_documentos_chave_idx" ON "paginas_documentos" USING btree ("chave");
  CREATE INDEX "paginas_documentos_banner_idx" ON "paginas_documentos" USING btree ("banner_id");
  CREATE INDEX "paginas_documentos_updated_at_idx" ON "paginas_documentos" USING btree ("updated_at");
  CREATE INDEX "paginas_documentos_created_at_idx" ON "paginas_documentos" USING btree ("created_at");
  CREATE INDEX "paginas_institucionais_secoes_order_idx" ON "paginas_institucionais_secoes" USING btree ("_order");
  CREATE INDEX "paginas_institucionais_secoes_parent_id_idx" ON "paginas_institucionais_secoes" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "paginas_institucionais_rota_idx" ON "paginas_institucionais" USING btree ("rota");
  CREATE INDEX "paginas_institucionais_video_video_arquivo_idx" ON "paginas_institucionais" USING btree ("video_arquivo_id");
  CREATE INDEX "paginas_institucionais_video_video_legendas_idx" ON "paginas_institucionais" USING btree ("video_legendas_id");
  CREATE INDEX "paginas_institucionais_updated_at_idx" ON "paginas_institucionais" USING btree ("updated_at");
  CREATE INDEX "paginas_institucionais_created_at_idx" ON "paginas_institucionais" USING btree ("created_at");
  CREATE UNIQUE INDEX "projetos_sociais_slug_idx" ON "projetos_sociais" USING btree ("slug");
  CREATE INDEX "projetos_sociais_imagem_idx" ON "projetos_sociais" USING btree ("imagem_id");
  CREATE INDEX "projetos_sociais_updated_at_idx" ON "projetos_sociais" USING btree ("updated_at");
  CREATE INDEX "projetos_sociais_created_at_idx" ON "projetos_sociais" USING btree ("created_at");
  CREATE INDEX "orgaos_membros_order_idx" ON "orgaos_membros" USING btree ("_order");
  CREATE INDEX "orgaos_membros_parent_id_idx" ON "orgaos_membros" USING btree ("_parent_id");
  CREATE INDEX "orgaos_membros_curriculo_idx" ON "orgaos_membros" USING btree ("curriculo_id");
  CREATE UNIQUE INDEX "orgaos_nome_idx" ON "orgaos" USING btree ("nome");
  CREATE INDEX "orgaos_updated_at_idx" ON "orgaos" USING btree ("updated_at");
  CREATE INDEX "orgaos_created_at_idx" ON "orgaos" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tipos_publicacao_fk" FOREIGN KEY ("tipos_publicacao_id") REFERENCES "public"."tipos_publicacao"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_itens_menu_fk" FOREIGN KEY ("itens_menu_id") REFERENCES "public"."itens_menu"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_publicacoes_fk" FOREIGN KEY ("publicacoes_id") REFERENCES "public"."publicacoes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_arquivos_fk" FOREIGN KEY ("arquivos_id") REFERENCES "public"."arquivos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_paginas_documentos_fk" FOREIGN KEY ("paginas_documentos_id") REFERENCES "public"."paginas_documentos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_paginas_institucionais_fk" FOREIGN KEY ("paginas_institucionais_id") REFERENCES "public"."paginas_institucionais"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_projetos_sociais_fk" FOREIGN KEY ("projetos_sociais_id") REFERENCES "public"."projetos_sociais"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_orgaos_fk" FOREIGN KEY ("orgaos_id") REFERENCES "public"."orgaos"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_tipos_publicacao_id_idx" ON "payload_locked_documents_rels" USING btree ("tipos_publicacao_id");
  CREATE INDEX "payload_locked_documents_rels_itens_menu_id_idx" ON "payload_locked_documents_rels" USING btree ("itens_menu_id");
  CREATE INDEX "payload_locked_documents_rels_publicacoes_id_idx" ON "payload_locked_documents_rels" USING btree ("publicacoes_id");
  CREATE INDEX "payload_locked_documents_rels_arquivos_id_idx" ON "payload_locked_documents_rels" USING btree ("arquivos_id");
  CREATE INDEX "payload_locked_documents_rels_paginas_documentos_id_idx" ON "payload_locked_documents_rels" USING btree ("paginas_documentos_id");
  CREATE INDEX "payload_locked_documents_rels_paginas_institucionais_id_idx" ON "payload_locked_documents_rels" USING btree ("paginas_institucionais_id");
  CREATE INDEX "payload_locked_documents_rels_projetos_sociais_id_idx" ON "payload_locked_documents_rels" USING btree ("projetos_sociais_id");
  CREATE INDEX "payload_locked_documents_rels_orgaos_id_idx" ON "payload_locked_documents_rels" USING btree ("orgaos_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tipos_publicacao" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "itens_menu" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "publicacoes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_publicacoes_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "arquivos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "paginas_documentos_secoes_documentos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "paginas_documentos_secoes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "paginas_documentos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "paginas_institucionais_secoes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "paginas_institucionais" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projetos_sociais" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "orgaos_membros" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "orgaos" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "tipos_publicacao" CASCADE;
  DROP TABLE "itens_menu" CASCADE;
  DROP TABLE "publicacoes" CASCADE;
  DROP TABLE "_publicacoes_v" CASCADE;
  DROP TABLE "arquivos" CASCADE;
  DROP TABLE "paginas_documentos_secoes_documentos" CASCADE;
  DROP TABLE "paginas_documentos_secoes" CASCADE;
  DROP TABLE "paginas_documentos" CASCADE;
  DROP TABLE "paginas_institucionais_secoes" CASCADE;
  DROP TABLE "paginas_institucionais" CASCADE;
  DROP TABLE "projetos_sociais" CASCADE;
  DROP TABLE "orgaos_membros" CASCADE;
  DROP TABLE "orgaos" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tipos_publicacao_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_itens_menu_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_publicacoes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_arquivos_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_paginas_documentos_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_paginas_institucionais_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_projetos_sociais_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_orgaos_fk";
  
  DROP INDEX "payload_locked_documents_rels_tipos_publicacao_id_idx";
  DROP INDEX "payload_locked_documents_rels_itens_menu_id_idx";
  DROP INDEX "payload_locked_documents_rels_publicacoes_id_idx";
  DROP INDEX "payload_locked_documents_rels_arquivos_id_idx";
  DROP INDEX "payload_locked_documents_rels_paginas_documentos_id_idx";
  DROP INDEX "payload_locked_documents_rels_paginas_institucionais_id_idx";
  DROP INDEX "payload_locked_documents_rels_projetos_sociais_id_idx";
  DROP INDEX "payload_locked_documents_rels_orgaos_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tipos_publicacao_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "itens_menu_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "publicacoes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "arquivos_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "paginas_documentos_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "paginas_institucionais_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "projetos_sociais_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "orgaos_id";
  ALTER TABLE "configuracoes_site" DROP COLUMN "links_externos_balancetes";
  DROP TYPE "public"."enum_itens_menu_status";
  DROP TYPE "public"."enum_itens_menu_formato";
  DROP TYPE "public"."enum_publicacoes_status";
  DROP TYPE "public"."enum__publicacoes_v_version_status";
  DROP TYPE "public"."enum_paginas_documentos_chave";
  DROP TYPE "public"."enum_paginas_institucionais_rota";`)
}
