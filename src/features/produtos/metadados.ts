import type { Metadata } from 'next'

import type { Perfil } from '@/domain/perfil'
import { INFO_PERFIS } from '@/domain/perfil'
import { textoPuro } from '@/domain/html'
import { resumir } from '@/domain/texto'

import { encontrarProduto } from './encontrar'

/** Title and description of a product detail page (404 title when the id is unknown). */
export async function metadadosDoProduto(perfil: Perfil, idTexto: string): Promise<Metadata> {
  const produto = await encontrarProduto(perfil, idTexto)
  if (!produto) return { title: 'Página não encontrada' }
  const descricao = resumir(textoPuro(produto.descricao || produto.texto), 160, 157)
  return {
    title: `${produto.titulo} — ${INFO_PERFIS[perfil].titulo}`,
    description: descricao || undefined,
  }
}
