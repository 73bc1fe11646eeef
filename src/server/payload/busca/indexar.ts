import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type DataFromCollectionSlug,
  type Payload,
  type PayloadRequest,
  type Where,
} from 'payload'

import {
  entradaDeCaso,
  entradaDeDiretoria,
  entradaDeFundo,
  entradaDeItemMenu,
  entradaDeNoticia,
  entradaDeOrgao,
  entradaDePaginaInstitucional,
  entradaDeProduto,
  entradaDeProjetoSocial,
  entradaDePublicacao,
  type EntradaIndice,
} from '@/domain/indice-busca'

import { gravarPorCampo } from '../gravar'
import { idDaRelacao } from '../relacao'

/**
 * Keeps the search index (collection indice-busca) current: after any change
 * to a document of a searchable kind, the document is read again as an
 * anonymous visitor would read it (its collection's own read rule, published
 * version only) and its entry is written, or removed when a visitor may no
 * longer see it. Everything runs in the change's transaction, so a rolled-back
 * change leaves the index as it was.
 */

export type Indexavel =
  | 'produtos'
  | 'noticias'
  | 'itens-menu'
  | 'publicacoes'
  | 'fundos'
  | 'casos-sucesso'
  | 'paginas-institucionais'
  | 'projetos-sociais'
  | 'orgaos'
  | 'diretorias'

type Construtor<C extends Indexavel> = (doc: DataFromCollectionSlug<C>, req: PayloadRequest) => EntradaIndice | null | Promise<EntradaIndice | null>

const ENTRADAS: { [C in Indexavel]: Construtor<C> } = {
  produtos: (d) => entradaDeProduto(d),
  noticias: (d) => entradaDeNoticia(d),
  'itens-menu': (d) => entradaDeItemMenu({ ...d, menuPai: idDaRelacao(d.menuPai) }),
  publicacoes: async (d, req) => {
    const tipo = idDaRelacao(d.tipoPublicacao)
    // Without a category a publication is listed nowhere on the site.
    if (tipo === null) return null
    const doTipo = await comoVisitante(req, 'tipos-publicacao', tipo)
    return entradaDePublicacao({ ...d, tipoPublicacao: tipo, tituloTipo: doTipo?.titulo ?? '' })
  },
  fundos: (d) => entradaDeFundo(d),
  'casos-sucesso': (d) => entradaDeCaso(d),
  'paginas-institucionais': (d) => entradaDePaginaInstitucional(d),
  'projetos-sociais': (d) => entradaDeProjetoSocial(d),
  orgaos: (d) => entradaDeOrgao(d),
  diretorias: (d) => entradaDeDiretoria(d),
}

export const COLECOES_INDEXADAS = Object.keys(ENTRADAS) as Indexavel[]

const origem = (colecao: Indexavel, id: number) => `${colecao}:${id}`

async function retirarEntrada(req: PayloadRequest, colecao: Indexavel, id: number): Promise<void> {
  await req.payload.delete({ collection: 'indice-busca', where: { origem: { equals: origem(colecao, id) } }, overrideAccess: true, req })
}

/** The document as an anonymous visitor may read it (published version), or null. */
async function comoVisitante<C extends Indexavel | 'tipos-publicacao'>(req: PayloadRequest, colecao: C, id: number): Promise<DataFromCollectionSlug<C> | null> {
  const ler = req.payload.collections[colecao].config.access.read
  const regra = await ler({ req: { ...req, user: null }, id })
  if (regra === false) return null
  const where: Where = regra === true ? { id: { equals: id } } : { and: [{ id: { equals: id } }, regra] }
  const r = await req.payload.find({ collection: colecao, where, draft: false, depth: 0, limit: 1, pagination: false, overrideAccess: true, req })
  return (r.docs[0] as DataFromCollectionSlug<C> | undefined) ?? null
}

/** Writes (or removes) the entry of one document. */
export async function reindexar(req: PayloadRequest, colecao: Indexavel, id: number): Promise<void> {
  const doc = await comoVisitante(req, colecao, id)
  const construir = ENTRADAS[colecao] as Construtor<Indexavel>
  const entrada = doc ? await construir(doc, req) : null
  if (entrada) {
    await gravarPorCampo(req.payload, 'indice-busca', 'origem', origem(colecao, id), { origem: origem(colecao, id), colecao, ...entrada }, req)
  } else {
    await retirarEntrada(req, colecao, id)
  }
}

/** afterChange of each searchable collection. */
export const indexarAoMudar =
  (colecao: Indexavel): CollectionAfterChangeHook =>
  async ({ req, doc }) => {
    await reindexar(req, colecao, (doc as { id: number }).id)
    return doc as unknown
  }

/** afterDelete of each searchable collection. */
export const retirarDoIndice =
  (colecao: Indexavel): CollectionAfterDeleteHook =>
  async ({ req, id }) => {
    await retirarEntrada(req, colecao, Number(id))
  }

/** A category's title is part of its publications' entries: renaming or removing it rewrites them. */
async function reindexarPublicacoesDoTipo(req: PayloadRequest, tipo: number): Promise<void> {
  const r = await req.payload.find({ collection: 'publicacoes', where: { tipoPublicacao: { equals: tipo } }, depth: 0, limit: 0, pagination: false, overrideAccess: true, req })
  for (const p of r.docs) await reindexar(req, 'publicacoes', p.id)
}
export const reindexarPublicacoesAoMudarTipo: CollectionAfterChangeHook = async ({ req, doc }) => {
  await reindexarPublicacoesDoTipo(req, (doc as { id: number }).id)
  return doc as unknown
}
export const reindexarPublicacoesAoExcluirTipo: CollectionAfterDeleteHook = async ({ req, id }) => {
  await reindexarPublicacoesDoTipo(req, Number(id))
}

/**
 * Rebuilds the whole index in one transaction: on a database that had content
 * before the index existed, and by `npm run reindexar-busca`.
 * Returns the number of entries.
 */
export async function reconstruirIndice(payload: Payload): Promise<number> {
  const req = await createLocalReq({}, payload)
  const novaTransacao = await initTransaction(req)
  try {
    await payload.delete({ collection: 'indice-busca', where: { id: { exists: true } }, overrideAccess: true, req })
    for (const colecao of COLECOES_INDEXADAS) {
      const r = await payload.find({ collection: colecao, depth: 0, limit: 0, pagination: false, overrideAccess: true, req })
      for (const d of r.docs) await reindexar(req, colecao, d.id)
    }
    if (novaTransacao) await commitTransaction(req)
  } catch (e) {
    if (novaTransacao) await killTransaction(req)
    throw e
  }
  return (await payload.count({ collection: 'indice-busca', overrideAccess: true })).totalDocs
}

/** True when the index has no entry while some searchable content exists (first start after an upgrade). */
export async function indiceFaltando(payload: Payload): Promise<boolean> {
  if ((await payload.count({ collection: 'indice-busca', overrideAccess: true })).totalDocs > 0) return false
  for (const colecao of COLECOES_INDEXADAS) {
    if ((await payload.count({ collection: colecao, overrideAccess: true })).totalDocs > 0) return true
  }
  return false
}
