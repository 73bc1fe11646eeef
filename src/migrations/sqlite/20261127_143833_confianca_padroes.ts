import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_configuracoes_site\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`nome_agencia\` text NOT NULL,
  	\`sigla_agencia\` text NOT NULL,
  	\`descricao_site\` text NOT NULL,
  	\`telefone_central\` text NOT NULL,
  	\`horario_atendimento\` text NOT NULL,
  	\`email_contato\` text NOT NULL,
  	\`encarregado_nome\` text NOT NULL,
  	\`encarregado_email\` text NOT NULL,
  	\`encarregado_telefone\` text NOT NULL,
  	\`endereco_logradouro\` text NOT NULL,
  	\`endereco_bairro\` text NOT NULL,
  	\`endereco_cidade\` text NOT NULL,
  	\`endereco_uf\` text NOT NULL,
  	\`endereco_cep\` text NOT NULL,
  	\`redes_sociais_instagram\` text NOT NULL,
  	\`redes_sociais_youtube\` text NOT NULL,
  	\`redes_sociais_facebook\` text NOT NULL,
  	\`redes_sociais_linkedin\` text NOT NULL,
  	\`links_externos_governo_estado\` text NOT NULL,
  	\`links_externos_portal_transparencia\` text NOT NULL,
  	\`links_externos_acesso_informacao\` text NOT NULL,
  	\`links_externos_emissao_boleto\` text,
  	\`links_externos_area_parceiro\` text,
  	\`links_externos_balancetes\` text,
  	\`area_cliente_url\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_configuracoes_site\`("id", "nome_agencia", "sigla_agencia", "descricao_site", "telefone_central", "horario_atendimento", "email_contato", "encarregado_nome", "encarregado_email", "encarregado_telefone", "endereco_logradouro", "endereco_bairro", "endereco_cidade", "endereco_uf", "endereco_cep", "redes_sociais_instagram", "redes_sociais_youtube", "redes_sociais_facebook", "redes_sociais_linkedin", "links_externos_governo_estado", "links_externos_portal_transparencia", "links_externos_acesso_informacao", "links_externos_emissao_boleto", "links_externos_area_parceiro", "links_externos_balancetes", "area_cliente_url", "updated_at", "created_at") SELECT "id", "nome_agencia", "sigla_agencia", "descricao_site", "telefone_central", "horario_atendimento", "email_contato", "encarregado_nome", "encarregado_email", "encarregado_telefone", "endereco_logradouro", "endereco_bairro", "endereco_cidade", "endereco_uf", "endereco_cep", "redes_sociais_instagram", "redes_sociais_youtube", "redes_sociais_facebook", "redes_sociais_linkedin", "links_externos_governo_estado", "links_externos_portal_transparencia", "links_externos_acesso_informacao", "links_externos_emissao_boleto", "links_externos_area_parceiro", "links_externos_balancetes", "area_cliente_url", "updated_at", "created_at" FROM \`configuracoes_site\`;`)
  await db.run(sql`DROP TABLE \`configuracoes_site\`;`)
  await db.run(sql`ALTER TABLE \`__new_configuracoes_site\` RENAME TO \`configuracoes_site\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`segundo_fator_codigos_recuperacao\` text;`)
  await db.run(sql`ALTER TABLE \`membros_integridade\` ADD \`pendente\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`auditoria\` ADD \`detalhe\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_configuracoes_site\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`nome_agencia\` text NOT NULL,
  	\`sigla_agencia\` text NOT NULL,
  	\`descricao_site\` text NOT NULL,
  	\`telefone_central\` text NOT NULL,
  	\`horario_atendimento\` text NOT NULL,
  	\`email_contato\` text NOT NULL,
  	\`encarregado_nome\` text NOT NULL,
  	\`encarregado_email\` text NOT NULL,
  	\`encarregado_telefone\` text NOT NULL,
  	\`endereco_logradouro\` text NOT NULL,
  	\`endereco_bairro\` text NOT NULL,
  	\`endereco_cidade\` text NOT NULL,
  	\`endereco_uf\` text NOT NULL,
  	\`endereco_cep\` text NOT NULL,
  	\`redes_sociais_instagram\` text NOT NULL,
  	\`redes_sociais_youtube\` text NOT NULL,
  	\`redes_sociais_facebook\` text NOT NULL,
  	\`redes_sociais_linkedin\` text NOT NULL,
  	\`links_externos_governo_estado\` text NOT NULL,
  	\`links_externos_portal_transparencia\` text NOT NULL,
  	\`links_externos_acesso_informacao\` text NOT NULL,
  	\`links_externos_emissao_boleto\` text,
  	\`links_externos_area_parceiro\` text,
  	\`links_externos_balancetes\` text,
  	\`area_cliente_url\` text DEFAULT '/ibb-web/' NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_configuracoes_site\`("id", "nome_agencia", "sigla_agencia", "descricao_site", "telefone_central", "horario_atendimento", "email_contato", "encarregado_nome", "encarregado_email", "encarregado_telefone", "endereco_logradouro", "endereco_bairro", "endereco_cidade", "endereco_uf", "endereco_cep", "redes_sociais_instagram", "redes_sociais_youtube", "redes_sociais_facebook", "redes_sociais_linkedin", "links_externos_governo_estado", "links_externos_portal_transparencia", "links_externos_acesso_informacao", "links_externos_emissao_boleto", "links_externos_area_parceiro", "links_externos_balancetes", "area_cliente_url", "updated_at", "created_at") SELECT "id", "nome_agencia", "sigla_agencia", "descricao_site", "telefone_central", "horario_atendimento", "email_contato", "encarregado_nome", "encarregado_email", "encarregado_telefone", "endereco_logradouro", "endereco_bairro", "endereco_cidade", "endereco_uf", "endereco_cep", "redes_sociais_instagram", "redes_sociais_youtube", "redes_sociais_facebook", "redes_sociais_linkedin", "links_externos_governo_estado", "links_externos_portal_transparencia", "links_externos_acesso_informacao", "links_externos_emissao_boleto", "links_externos_area_parceiro", "links_externos_balancetes", "area_cliente_url", "updated_at", "created_at" FROM \`configuracoes_site\`;`)
  await db.run(sql`DROP TABLE \`configuracoes_site\`;`)
  await db.run(sql`ALTER TABLE \`__new_configuracoes_site\` RENAME TO \`configuracoes_site\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`segundo_fator_codigos_recuperacao\`;`)
  await db.run(sql`ALTER TABLE \`membros_integridade\` DROP COLUMN \`pendente\`;`)
  await db.run(sql`ALTER TABLE \`auditoria\` DROP COLUMN \`detalhe\`;`)
}
