'use client'

// A full page load to the home, not a client navigation: after an error the app's state is not to
// be trusted, and the error chunk stays free of next/link (first-load weight).
/* eslint-disable @next/next/no-html-link-for-pages */

const TITULO = 'Erro ao carregar a página'

/**
 * Last resort when the site's own layout fails in the browser: a plain page in
 * Portuguese instead of the framework's English message.
 */
export default function ErroGeral({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="pt-BR">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: '4rem auto', maxWidth: '40rem', padding: '0 1rem' }}>
        {/* This page replaces the whole document, the layout's <title> and <main> too: it brings its own (React puts the title in the head). */}
        <title>{TITULO}</title>
        <main>
          <h1>{TITULO}</h1>
          <p>Algo deu errado. Tente novamente em alguns instantes.</p>
          <p>
            <button type="button" onClick={reset}>Tentar novamente</button> · <a href="/home">Ir para a página inicial</a>
          </p>
        </main>
      </body>
    </html>
  )
}
