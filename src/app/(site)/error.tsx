'use client'

import { classesBotao } from '@/components/ui/botao'


// A full page load to the home, not a client navigation: after an error the app's state is not to
// be trusted, and the error chunk stays free of next/link (first-load weight).
/* eslint-disable @next/next/no-html-link-for-pages */

/**
 * An error while the browser renders a page after a navigation inside the site.
 * A full page load that fails gets the error page from the HTTP server instead.
 */
export default function ErroNaPagina({ reset }: { error: Error; reset: () => void }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-marca-800">Erro ao carregar a página</h1>
      <p className="mt-3 text-tinta-suave">Algo deu errado ao montar esta página. Tente novamente.</p>
      <p className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={reset} className={classesBotao()}>
          Tentar novamente
        </button>
        <a className={classesBotao('secundario')} href="/home">
          Ir para a página inicial
        </a>
      </p>
    </div>
  )
}
