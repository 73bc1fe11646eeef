/** A banner of the home page's second carousel (spec 1 §3, Banner). */
export interface BannerPublico {
  id: number
  url: string
  titulo: string
  descricaoImagem: string
  /** Address of the image (served by the site). */
  imagem: string
  ordem: number
}

/** Where a banner leads (spec 1 §2.3). */
export type DestinoBanner =
  | { tipo: 'externo'; href: string }
  | { tipo: 'interno'; href: string }
  | { tipo: 'nenhum' }

/**
 * A url starting with http opens in a new tab; any other url is a route of the
 * site; no url means the banner is not a link.
 */
export function destinoDoBanner(url: string | null | undefined): DestinoBanner {
  const u = (url ?? '').trim()
  if (!u) return { tipo: 'nenhum' }
  if (/^https?:\/\//i.test(u)) return { tipo: 'externo', href: u }
  // Anything else is read as a path of this site, never as a scheme ("javascript:…").
  return { tipo: 'interno', href: u.startsWith('/') ? u : `/${u}` }
}

/** Banners by ordem, ascending; equal orders keep the title order (pt-BR). */
export function ordenarPorOrdem<T extends { ordem: number; titulo: string }>(banners: readonly T[]): T[] {
  return [...banners].sort((a, b) => a.ordem - b.ordem || a.titulo.localeCompare(b.titulo, 'pt-BR'))
}

/** The built-in sample banners shown when none is published or loading them fails (spec 1 §2.3, §8). */
export const BANNERS_EXEMPLO: readonly BannerPublico[] = [
  {
    id: -1,
    url: '/agronegocio',
    titulo: 'Crédito para quem produz no campo',
    descricaoImagem: 'Lavoura ao amanhecer com um trator ao fundo',
    imagem: '/img/banners/campo.svg',
    ordem: 1,
  },
  {
    id: -2,
    url: '/empresa',
    titulo: 'Sua empresa pode crescer com a gente',
    descricaoImagem: 'Fachada de uma pequena indústria gaúcha',
    imagem: '/img/banners/empresa.svg',
    ordem: 2,
  },
  {
    id: -3,
    url: '/inovacao',
    titulo: 'Inovação que transforma o Rio Grande do Sul',
    descricaoImagem: 'Lâmpada acesa formada por circuitos',
    imagem: '/img/banners/inovacao.svg',
    ordem: 3,
  },
]
