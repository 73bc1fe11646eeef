import '../(site)/globals.css'

import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { Shell } from '@/components/shell/Shell'
import { metadadosDoSite, VIEWPORT_DO_SITE } from '@/components/seo/metadados'
import { lerConfiguracoesOuPadrao } from '@/dados/configuracoes'
import { nonceDaPagina } from '@/server/borda/pedido-da-pagina'

// The error pages' own root layout: the same shell, with the default settings when
// the database is down, so a 503 still looks like the site.
export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  return { ...metadadosDoSite(await lerConfiguracoesOuPadrao()), robots: { index: false } }
}

export const viewport = VIEWPORT_DO_SITE

export default async function ErroLayout({ children }: { children: ReactNode }) {
  return <Shell configuracoes={await lerConfiguracoesOuPadrao()} nonce={await nonceDaPagina()}>{children}</Shell>
}
