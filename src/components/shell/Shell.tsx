import type { ReactNode } from 'react'

import { SCRIPT_ALTO_CONTRASTE } from '@/domain/alto-contraste'
import type { ConfiguracoesSite } from '@/domain/configuracoes'

import { BarraAcessibilidade } from './BarraAcessibilidade'
import { Footer } from './Footer'
import { Header } from './Header'
import { RolagemAoTopo } from './RolagemAoTopo.client'
import { SkipLink } from './SkipLink'

interface ShellProps {
  configuracoes: ConfiguracoesSite
  /** This response's CSP nonce, for the head script that applies the high-contrast theme. */
  nonce: string
  children: ReactNode
}

/** The document every public page lives in: skip link, accessibility bar, header, main content, footer. */
export function Shell({ configuracoes, nonce, children }: ShellProps) {
  return (
    // The head script may add the high-contrast class before React hydrates.
    <html lang="pt-BR" suppressHydrationWarning>
      {/* eslint-disable-next-line @next/next/no-head-element -- App Router root layout: next/head is for the pages router. */}
      <head>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SCRIPT_ALTO_CONTRASTE }} />
      </head>
      <body className="flex min-h-screen flex-col bg-white font-sans antialiased">
        <SkipLink />
        <RolagemAoTopo />
        <BarraAcessibilidade />
        <Header configuracoes={configuracoes} />
        <main id="conteudo" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <Footer configuracoes={configuracoes} />
      </body>
    </html>
  )
}
