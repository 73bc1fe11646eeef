import 'server-only'

import { cache } from 'react'

import type { Perfil } from '@/domain/perfil'
import { ordenarPorTitulo, PRODUTOS_EMBUTIDOS_INOVACAO, type ProdutoPublico } from '@/domain/produto'
import { listarProdutos } from '@/dados/produtos'


/**
 * The products of an audience as the detail page lists them: the published ones
 * plus, for innovation, the two built-in products (ids 1 and 2, no text).
 */
export const produtosDoPerfil = cache(async (perfil: Perfil): Promise<ProdutoPublico[]> => {
  const publicados = await listarProdutos(perfil)
  if (perfil !== 'INV') return publicados
  const embutidos: ProdutoPublico[] = PRODUTOS_EMBUTIDOS_INOVACAO.filter(
    (e) => !publicados.some((p) => p.id === e.id),
  ).map((e) => ({
    id: e.id,
    titulo: e.titulo,
    perfil: 'INV',
    descricao: '',
    texto: '',
    imagemCapa: null,
    link: '',
    emailContato: '',
  }))
  return ordenarPorTitulo([...publicados, ...embutidos])
})

/** The product with this id among its audience's, or undefined (unknown or malformed id). */
export async function encontrarProduto(perfil: Perfil, idTexto: string): Promise<ProdutoPublico | undefined> {
  if (!/^\d{1,9}$/.test(idTexto)) return undefined
  const id = Number(idTexto)
  return (await produtosDoPerfil(perfil)).find((p) => p.id === id)
}
