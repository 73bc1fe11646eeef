import 'server-only'

import { cache } from 'react'

import type { Perfil } from '@/domain/perfil'
import { ordenarPorTitulo, type ProdutoPublico } from '@/domain/produto'
import type { Produto } from '@/payload-types'

import { todosComoVisitante } from './payload'
import { documentoDaRelacao } from '@/server/payload/relacao'

function paraPublico(p: Produto): ProdutoPublico {
  const imagem = documentoDaRelacao(p.imagemCapa)
  return {
    id: p.id,
    titulo: p.titulo,
    perfil: p.perfil,
    descricao: p.descricao ?? '',
    texto: p.texto ?? '',
    imagemCapa: imagem?.filename ?? null,
    link: p.link ?? '',
    emailContato: p.emailContato ?? '',
  }
}

/**
 * Published products of one audience, sorted by title as a Brazilian reader
 * expects (the database's byte order would put "Ônibus" after "Turismo") —
 * what an anonymous visitor may read (access rules applied, drafts excluded).
 */
export const listarProdutos = cache(async (perfil: Perfil): Promise<ProdutoPublico[]> => {
  return ordenarPorTitulo((await todosComoVisitante('produtos', { where: { perfil: { equals: perfil } }, depth: 1 })).map(paraPublico))
})

/** Every published product (for the site search). */
export const listarTodosProdutos = cache(async (): Promise<ProdutoPublico[]> => {
  return ordenarPorTitulo((await todosComoVisitante('produtos', { depth: 1 })).map(paraPublico))
})
