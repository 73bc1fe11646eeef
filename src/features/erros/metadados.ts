import type { Metadata, Viewport } from 'next'

import type { ConfiguracoesSite } from '@/domain/configuracoes'
import { env } from '@/server/env'

/** The metadata every public document starts from (title template, description, icon). */
export function metadadosDoSite(c: ConfiguracoesSite): Metadata {
  return {
    metadataBase: new URL(env().siteUrl),
    title: { default: c.nomeAgencia, template: `%s | ${c.siglaAgencia}` },
    description: c.descricaoSite,
    icons: { icon: '/favicon.svg' },
  }
}

export const VIEWPORT_DO_SITE: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#06652f' }
