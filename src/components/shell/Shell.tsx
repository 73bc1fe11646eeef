import type { ReactNode } from 'react'

import type { ConfiguracoesSite } from '@/domain/configuracoes'

import { Footer } from './Footer'
import { Header } from './Header'
import { RolagemAoTopo } from './RolagemAoTopo.client'
import { SkipLink } from './SkipLink'

/** The document every public page lives in: skip link, header, main content, footer. */
export function Shell({ configuracoes, children }: { configuracoes: ConfiguracoesSite; children: ReactNode }) {
  return (
    <html lang="pt-BR">
      <body className="flex min-h-screen flex-col bg-white font-sans antialiased">
        <SkipLink />
        <RolagemAoTopo />
        <Header configuracoes={configuracoes} />
        <main id="conteudo" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <Footer configuracoes={configuracoes} />
      </body>
    </html>
  )
}
