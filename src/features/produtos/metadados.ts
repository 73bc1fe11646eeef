import type { Metadata } from 'next'

import type { Perfil } from '@/domain/perfil'
import { INFO_PERFIS } from '@/domain/perfil'
import { textoPuro } from '@/domain/html'
import { imagemDoProduto, PRODUTOS_EMBUTIDOS_INOVACAO } from '@/domain/produto'
import { resumir } from '@/domain/texto'
import { metadadosDeCompartilhamento } from '@/components/seo/metadados'
import { lerConfiguracoes } from '@/dados/configuracoes'
import { caminhoDaPagina } from '@/server/borda/pedido-da-pagina'

import { MAPA_IMAGENS_POR_TITULO } from './conteudo-fixo'

import { encontrarProduto } from './encontrar'

/** Title and description of a product detail page (404 title when the id is unknown). */
export async function metadadosDoProduto(perfil: Perfil, idTexto: string): Promise<Metadata> {
  const produto = await encontrarProduto(perfil, idTexto)
  if (!produto) return { title: 'Página não encontrada' }
  const descricao = resumir(textoPuro(produto.descricao || produto.texto), 160, 157)
  const embutido = perfil === 'INV' ? PRODUTOS_EMBUTIDOS_INOVACAO.find((e) => e.id === produto.id) : undefined
  const imagem = { url: embutido?.imagemUrl ?? imagemDoProduto(produto, MAPA_IMAGENS_POR_TITULO), alt: produto.titulo }
  return {
    title: `${produto.titulo} — ${INFO_PERFIS[perfil].titulo}`,
    description: descricao || undefined,
    ...metadadosDeCompartilhamento({ configuracoes: await lerConfiguracoes(), caminho: await caminhoDaPagina(), imagem }),
  }
}
