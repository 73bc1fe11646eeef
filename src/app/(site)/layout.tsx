import './globals.css'

import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { Shell } from '@/components/shell/Shell'
import { metadadosDoSite, VIEWPORT_DO_SITE } from '@/features/erros/metadados'
import { lerConfiguracoes } from '@/dados/configuracoes'
import { caminhoDaPagina, nonceDaPagina } from '@/server/pedido-da-pagina'

// Rendered on request from published content; the HTTP server keeps each rendered
// page until published content changes (decision 0005).
export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  return metadadosDoSite(await lerConfiguracoes(), await caminhoDaPagina())
}

export const viewport = VIEWPORT_DO_SITE

export default async function SiteLayout({ children }: { children: ReactNode }) {
  return <Shell configuracoes={await lerConfiguracoes()} nonce={await nonceDaPagina()}>{children}</Shell>
}
