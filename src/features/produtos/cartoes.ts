import type { Perfil } from '@/domain/perfil'
import { INFO_PERFIS } from '@/domain/perfil'
import { imagemDoProduto, resumoDoCartao, type ProdutoPublico } from '@/domain/produto'

import { MAPA_IMAGENS_POR_TITULO } from './conteudo-fixo'

export interface DadosCartao {
  id: number
  href: string
  titulo: string
  resumo: string
  imagem: string
}

/** What a product card shows, derived from the product as the API returns it. */
export function dadosDoCartao(produto: ProdutoPublico, perfil: Perfil = produto.perfil): DadosCartao {
  return {
    id: produto.id,
    href: `${INFO_PERFIS[perfil].rota}/${produto.id}`,
    titulo: produto.titulo,
    resumo: resumoDoCartao(produto.descricao),
    imagem: imagemDoProduto(produto, MAPA_IMAGENS_POR_TITULO),
  }
}
