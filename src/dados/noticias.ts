import 'server-only'

import { cache } from 'react'

import { textoPuro } from '@/domain/html'
import { formatarDataNoticia, LIMITE_DESTAQUES, NOTICIAS_NA_HOME, destaques, type NoticiaPublica } from '@/domain/noticia'
import type { Noticia } from '@/payload-types'

import { payloadClient } from './payload'
import { documentoDaRelacao } from '@/server/payload/relacao'

function paraPublica(n: Noticia): NoticiaPublica {
  const capa = documentoDaRelacao(n.imagemCapa)
  return {
    id: n.id,
    titulo: n.titulo,
    resumo: n.resumo,
    corpoFormatado: n.corpo ?? '',
    nomeImagemCapa: capa?.filename ?? null,
    textoAlternativoCapa: capa?.alt ?? '',
    data: n.data,
    dataFormatada: formatarDataNoticia(n.data),
    destaque: Boolean(n.destaque),
  }
}

export interface PaginaNoticias {
  noticias: NoticiaPublica[]
  pagina: number
  totalPaginas: number
  total: number
}

/** One page of published news, newest first (access rules applied: drafts never appear). */
export const listarNoticias = cache(async (pagina: number, porPagina: number): Promise<PaginaNoticias> => {
  const payload = await payloadClient()
  const r = await payload.find({
    collection: 'noticias',
    sort: '-data',
    limit: porPagina,
    page: pagina,
    depth: 1,
    overrideAccess: false,
  })
  return { noticias: r.docs.map(paraPublica), pagina: r.page ?? pagina, totalPaginas: r.totalPages, total: r.totalDocs }
})

/** The home page's latest news (spec 1 §2.3): the three newest published items. */
export const listarNoticiasHome = cache(async (): Promise<NoticiaPublica[]> => {
  return (await listarNoticias(1, NOTICIAS_NA_HOME)).noticias
})

/** The home page's highlights: published items marked destaque, newest first, first 3 (spec 1 §5). */
export const listarDestaques = cache(async (): Promise<NoticiaPublica[]> => {
  const payload = await payloadClient()
  const r = await payload.find({
    collection: 'noticias',
    where: { destaque: { equals: true } },
    sort: '-data',
    limit: LIMITE_DESTAQUES,
    depth: 1,
    overrideAccess: false,
  })
  return destaques(r.docs.map(paraPublica))
})

/** One published news item, or null when there is none with that id (or it is not published). */
export const noticiaPorId = cache(async (id: number): Promise<NoticiaPublica | null> => {
  if (!Number.isSafeInteger(id) || id < 1) return null
  const payload = await payloadClient()
  const r = await payload.find({
    collection: 'noticias',
    where: { id: { equals: id } },
    limit: 1,
    depth: 1,
    overrideAccess: false,
  })
  const doc = r.docs[0]
  return doc ? paraPublica(doc) : null
})

/** Every published item's searchable text (for the site search). */
export const textosDasNoticias = cache(async (): Promise<(Pick<NoticiaPublica, 'id' | 'titulo' | 'resumo'> & { texto: string })[]> => {
  const payload = await payloadClient()
  const r = await payload.find({
    collection: 'noticias',
    sort: '-data',
    limit: 0,
    depth: 0,
    overrideAccess: false,
    select: { titulo: true, resumo: true, corpo: true },
  })
  return r.docs.map((n) => ({ id: n.id, titulo: n.titulo, resumo: n.resumo, texto: `${n.resumo} ${textoPuro(n.corpo ?? '')}` }))
})
