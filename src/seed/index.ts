import fs from 'node:fs/promises'
import path from 'node:path'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { textoPuro } from '@/domain/html'

import { CONFIGURACOES_SEED } from './dados/configuracoes'
import { PRODUTOS_SEED, type ProdutoSeed } from './dados/produtos'
import { criarConversorHtml } from './html-para-editor'

const PASTA_IMAGENS = path.resolve(/*turbopackIgnore: true*/ process.cwd(), 'src/seed/imagens')

/** Fills the database with the demo content when it has none (first start). */
export async function semearSeVazio(payload: Payload): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'produtos', overrideAccess: true })
  if (totalDocs > 0) return
  payload.logger.info('Banco de dados vazio: carregando o conteúdo de demonstração.')
  await semear(payload)
}

/**
 * Writes the demo content: site settings and the products with the ids the spec
 * names. Existing products with those ids are updated, so running it twice is safe.
 */
export async function semear(payload: Payload): Promise<void> {
  await payload.updateGlobal({ slug: 'configuracoes-site', data: CONFIGURACOES_SEED, overrideAccess: true })
  const imagens = new Map<string, number>()
  const paraEditor = await criarConversorHtml(payload)
  for (const produto of PRODUTOS_SEED) {
    const imagemCapa = await imagem(payload, imagens, produto)
    const data = {
      titulo: produto.titulo,
      perfil: produto.perfil,
      resumo: textoPuro(produto.descricao),
      // The editable body; `texto` (HTML) is generated from it on save.
      conteudo: paraEditor(produto.texto),
      link: produto.link ?? '',
      emailContato: produto.emailContato,
      imagemCapa,
      _status: 'published' as const,
    }
    const existente = await payload.find({
      collection: 'produtos',
      where: { id: { equals: produto.id } },
      limit: 1,
      draft: true,
      overrideAccess: true,
    })
    if (existente.docs.length) {
      await payload.update({ collection: 'produtos', id: produto.id, data, overrideAccess: true })
    } else {
      await payload.create({ collection: 'produtos', data: { ...data, id: produto.id }, overrideAccess: true })
    }
  }
  await acertarSequencia(payload)
  payload.logger.info(`Conteúdo de demonstração carregado: ${PRODUTOS_SEED.length} produtos.`)
}

/** Uploads each seed image once and reuses it for every product that names it. */
async function imagem(payload: Payload, cache: Map<string, number>, produto: ProdutoSeed): Promise<number> {
  const ja = cache.get(produto.imagem)
  if (ja !== undefined) return ja
  const existente = await payload.find({
    collection: 'imagens',
    where: { filename: { equals: produto.imagem } },
    limit: 1,
    overrideAccess: true,
  })
  const primeira = existente.docs[0]
  if (primeira) {
    cache.set(produto.imagem, primeira.id)
    return primeira.id
  }
  const dados = await fs.readFile(path.join(PASTA_IMAGENS, produto.imagem))
  const doc = await payload.create({
    collection: 'imagens',
    data: { alt: `Ilustração: ${produto.titulo}` },
    file: { data: dados, mimetype: 'image/svg+xml', name: produto.imagem, size: dados.length },
    overrideAccess: true,
  })
  cache.set(produto.imagem, doc.id)
  return doc.id
}

/**
 * Products were inserted with explicit ids; PostgreSQL's id sequence does not
 * advance by itself, so move it past the highest id before staff create more.
 */
async function acertarSequencia(payload: Payload): Promise<void> {
  if (payload.db.name !== 'postgres') return
  const { drizzle } = payload.db as unknown as { drizzle: { execute: (q: ReturnType<typeof sql.raw>) => Promise<unknown> } }
  for (const tabela of ['produtos', '_produtos_v']) {
    await drizzle.execute(
      sql.raw(`SELECT setval(pg_get_serial_sequence('"${tabela}"', 'id'), (SELECT COALESCE(MAX(id), 1) FROM "${tabela}"))`),
    )
  }
}
