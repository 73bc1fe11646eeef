'use client'

import { classesBotao } from '@/components/ui/botao'

/* eslint-disable @next/next/no-html-link-for-pages */

/**
 * A news item that fails to load after a navigation inside the site (spec 1 §2.7,
 * §8). "Tentar Novamente" reloads the page, so the server really fetches the
 * item again; a failing full page load gets the same texts from the HTTP server.
 */
export default function ErroNaNoticia() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <div role="alert">
        <h1 className="text-2xl font-bold text-marca-800">Erro ao buscar a notícia</h1>
        <p className="mt-3 text-tinta-suave">Não conseguimos carregar esta notícia agora.</p>
      </div>
      <p className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={() => window.location.reload()} className={classesBotao()}>
          Tentar Novamente
        </button>
        <a className={classesBotao('secundario')} href="/noticias">
          Ver todas as notícias
        </a>
      </p>
    </div>
  )
}
