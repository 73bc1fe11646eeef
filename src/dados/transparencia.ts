import 'server-only'

import { cache } from 'react'

import type { ItemMenu, Publicacao } from '@/domain/transparencia'
import type { Publicacao as PublicacaoDoc } from '@/payload-types'
import type { Where } from 'payload'

import { primeiroComoVisitante, todosComoVisitante } from './payload'
import { idDaRelacao } from '@/server/payload/relacao'

/**
 * Transparency, publications and tenders as visitors may see them: every read
 * goes through the collections' access rules as an anonymous visitor, so draft
 * publications and unpublished menu items never leave the server.
 */

export interface TipoPublicacao {
  id: number
  titulo: string
}

export interface PublicacaoPublica extends Publicacao {
  tituloTipo: string
}

/** Every published menu item (any parent). */
export const listarItensMenu = cache(async (): Promise<ItemMenu[]> => {
  const docs = await todosComoVisitante('itens-menu', { sort: 'ordem' })
  return docs.map((d) => ({
    id: d.id,
    titulo: d.titulo,
    complemento: d.complemento ?? '',
    formato: d.formato,
    menuPai: idDaRelacao(d.menuPai),
    status: d.status,
    ordem: d.ordem,
  }))
})

/** The publication categories, by title (pt-BR). */
export const listarTiposPublicacao = cache(async (): Promise<TipoPublicacao[]> => {
  const docs = await todosComoVisitante('tipos-publicacao')
  return docs.map((d) => ({ id: d.id, titulo: d.titulo })).sort((a, b) => a.titulo.localeCompare(b.titulo, 'pt-BR'))
})

function publica(d: PublicacaoDoc, tipos: Map<number, string>): PublicacaoPublica {
  const tipo = idDaRelacao(d.tipoPublicacao) ?? 0
  return {
    id: d.id,
    tipoPublicacao: tipo,
    tituloTipo: tipos.get(tipo) ?? '',
    tituloPublicacao: d.tituloPublicacao ?? null,
    subtituloPublicacao: d.subtituloPublicacao ?? null,
    descricaoPublicacao: d.descricaoPublicacao ?? null,
    dataPublicacao: d.dataPublicacao ?? null,
    nomeArquivo: d.filename ?? null,
    tipoArquivo: d.mimeType ?? null,
    tamanhoArquivo: d.filesize ?? null,
  }
}

async function buscar(where: Where | undefined): Promise<PublicacaoPublica[]> {
  const [docs, tipos] = await Promise.all([todosComoVisitante('publicacoes', { where, sort: '-dataPublicacao' }), listarTiposPublicacao()])
  const nomes = new Map(tipos.map((t) => [t.id, t.titulo]))
  return docs.map((d) => publica(d, nomes))
}

/** The published publications of one category. */
export const publicacoesDoTipo = cache((tipo: number) => buscar({ tipoPublicacao: { equals: tipo } }))

/** Every published publication (the search looks across all categories). */
export const todasPublicacoes = cache(() => buscar(undefined))

export interface ArquivoPublicacao {
  nome: string
  arquivo: string
  tipo: string
}

/** The file of a publication a visitor may read, or null (drafts and unknown ids alike). */
export async function arquivoDaPublicacao(id: number): Promise<ArquivoPublicacao | null> {
  const d = await primeiroComoVisitante('publicacoes', { id: { equals: id } })
  if (!d?.filename) return null
  return { nome: d.filename, arquivo: d.filename, tipo: d.mimeType ?? 'application/octet-stream' }
}

/** One category's publications, or every category's for null. */
export function publicacoesDe(tipo: number | null): Promise<PublicacaoPublica[]> {
  return tipo === null ? todasPublicacoes() : publicacoesDoTipo(tipo)
}
