import { textoPuro } from './html'
import type { Perfil } from './perfil'
import { resumir } from './texto'

/** A product as the public site and the legacy API show it (spec 1 §3). */
export interface ProdutoPublico {
  id: number
  titulo: string
  perfil: Perfil
  descricao: string
  texto: string
  /** File name of the cover image, served at /fas/produtos/image/{imagemCapa}. */
  imagemCapa: string | null
  link: string
  emailContato: string
}

/** Card summaries longer than this are cut (spec 1 §2.4, §9). */
export const LIMITE_RESUMO_CARTAO = 100
export const CORTE_RESUMO_CARTAO = 50

/** The summary a product card shows: the plain text of descricao, cut at 50 when over 100. */
export function resumoDoCartao(descricaoHtml: string): string {
  return resumir(textoPuro(descricaoHtml), LIMITE_RESUMO_CARTAO, CORTE_RESUMO_CARTAO)
}

export const IMAGEM_PADRAO = '/img/produtos/sem-imagem.svg'

/**
 * The picture of a product: the fixed title-to-image map first, then the
 * product's own cover image, then the placeholder (spec 1 §2.4).
 */
export function imagemDoProduto(
  produto: Pick<ProdutoPublico, 'titulo' | 'imagemCapa'>,
  mapa: Readonly<Record<string, string>>,
): string {
  const mapeada = mapa[produto.titulo.trim()]
  if (mapeada) return mapeada
  if (produto.imagemCapa) return `/fas/produtos/image/${encodeURIComponent(produto.imagemCapa)}`
  return IMAGEM_PADRAO
}

/** Products sorted by title as a Brazilian reader expects (accents and case ignored). */
export function ordenarPorTitulo<T extends { titulo: string }>(produtos: readonly T[]): T[] {
  return [...produtos].sort((a, b) => a.titulo.localeCompare(b.titulo, 'pt-BR', { sensitivity: 'base' }))
}

export interface ProdutoEmbutidoInovacao {
  id: 1 | 2
  titulo: string
  imagemUrl: string
}

/**
 * Built-in innovation products that exist only in code (no text; decision 0003): the product pages,
 * the financing request and the sitemap all read them.
 */
export const PRODUTOS_EMBUTIDOS_INOVACAO: ProdutoEmbutidoInovacao[] = [
  { id: 1, titulo: 'Parcerias estratégicas', imagemUrl: '/img/inovacao/parcerias-estrategicas.svg' },
  { id: 2, titulo: 'Programas de Subvenção Econômica', imagemUrl: '/img/inovacao/subvencao-economica.svg' },
]
