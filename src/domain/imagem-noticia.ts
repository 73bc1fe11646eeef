import type { NoticiaPublica } from './noticia'

/** Where a news cover is served (spec 1 §7), or the placeholder when the item has none. */
export function imagemDaNoticia(n: Pick<NoticiaPublica, 'nomeImagemCapa'>): string {
  return n.nomeImagemCapa ? `/fas/noticias/image/${encodeURIComponent(n.nomeImagemCapa)}` : '/img/noticias/sem-imagem.svg'
}
