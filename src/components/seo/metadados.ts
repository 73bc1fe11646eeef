import type { Metadata, Viewport } from 'next'

import type { ConfiguracoesSite } from '@/domain/configuracoes'
import { env } from '@/server/plataforma/env'

/** The picture every page shares when it has none of its own (PNG: social networks do not read SVG). */
export const IMAGEM_COMPARTILHAMENTO = { url: '/img/compartilhamento.png', width: 1200, height: 630, alt: 'Fomento RS — Agência de Desenvolvimento do Rio Grande do Sul' }

interface Compartilhamento {
  configuracoes: ConfiguracoesSite
  /** The page's canonical path (null outside the site's HTTP server). */
  caminho: string | null
  /** The page's own picture, shown before the default one. */
  imagem?: { url: string; alt: string } | null
  artigo?: { publicadoEm: string; atualizadoEm?: string }
}

/**
 * Open Graph of a page (Twitter's card reads the same): a page that sets its own replaces the layout's
 * whole, so every page goes through here. Title and description come from the page's own (Next fills them).
 */
export function metadadosDeCompartilhamento({ configuracoes, caminho, imagem, artigo }: Compartilhamento): Pick<Metadata, 'openGraph' | 'twitter'> {
  const comuns = { siteName: configuracoes.nomeAgencia, locale: 'pt_BR', ...(caminho ? { url: caminho } : {}), images: [...(imagem ? [imagem] : []), IMAGEM_COMPARTILHAMENTO] }
  return {
    openGraph: artigo ? { ...comuns, type: 'article', publishedTime: artigo.publicadoEm, modifiedTime: artigo.atualizadoEm } : { ...comuns, type: 'website' },
    twitter: { card: 'summary_large_image' },
  }
}

/** The metadata every public document starts from (title template, description, icon, canonical address, sharing). */
export function metadadosDoSite(c: ConfiguracoesSite, caminho: string | null = null): Metadata {
  return {
    metadataBase: new URL(env().siteUrl),
    title: { default: c.nomeAgencia, template: `%s | ${c.siglaAgencia}` },
    description: c.descricaoSite,
    icons: { icon: '/favicon.svg' },
    ...(caminho ? { alternates: { canonical: caminho } } : {}),
    ...metadadosDeCompartilhamento({ configuracoes: c, caminho }),
  }
}

export const VIEWPORT_DO_SITE: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#06652f' }
