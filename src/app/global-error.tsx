'use client'


// A full page load to the home, not a client navigation: after an error the app's state is not to
// be trusted, and the error chunk stays free of next/link (first-load weight).
/* eslint-disable @next/next/no-html-link-for-pages */

/**
 * Last resort when the site's own layout fails in the browser: a plain page in
 * Portuguese instead of the framework's English message.
 */
export default function ErroGeral({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="pt-BR">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: '4rem auto', maxWidth: '40rem', padding: '0 1rem' }}>
        <h1>Erro ao carregar a página</h1>
        <p>Algo deu errado. Tente novamente em alguns instantes.</p>
        <p>
          <button type="button" onClick={reset}>Tentar novamente</button> · <a href="/home">Ir para a página inicial</a>
        </p>
      </body>
    </html>
  )
}
