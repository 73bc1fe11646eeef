import './globals.css'

import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { Footer } from '@/components/shell/Footer'
import { Header } from '@/components/shell/Header'
import { SkipLink } from '@/components/shell/SkipLink'
import { RolagemAoTopo } from '@/components/shell/RolagemAoTopo.client'
import { Toaster } from '@/components/toast/Toaster.client'
import { env } from '@/server/env'
import { lerConfiguracoes } from '@/server/dados/configuracoes'

// Every page reads published content at request time, so a change published in
// the back-office is on the site at the next request.
export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const c = await lerConfiguracoes()
  return {
    metadataBase: new URL(env().siteUrl),
    title: { default: c.nomeAgencia, template: `%s | ${c.siglaAgencia}` },
    description: c.descricaoSite,
    icons: { icon: '/favicon.svg' },
  }
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#06652f' }

export default async function SiteLayout({ children }: { children: ReactNode }) {
  const configuracoes = await lerConfiguracoes()
  return (
    <html lang="pt-BR">
      <body className="flex min-h-screen flex-col bg-white font-sans antialiased">
        <SkipLink />
        <RolagemAoTopo />
        <Header configuracoes={configuracoes} />
        <Toaster />
        <main id="conteudo" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <Footer configuracoes={configuracoes} />
      </body>
    </html>
  )
}
