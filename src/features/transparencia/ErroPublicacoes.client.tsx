'use client'

import { classesBotao } from '@/components/ui/botao'
import { MENSAGENS } from '@/domain/transparencia'

/**
 * A publications list that fails to load after a navigation inside the site (spec 2 §8): the spec's
 * message in the content area, and 'Tentar Novamente', which reloads the page so the server reads the
 * list again. A failing full page load gets the same texts from the HTTP server's error page.
 */
export default function ErroPublicacoes() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <div role="alert" className="rounded-lg border-2 border-erro-700 bg-erro-50 p-6 text-erro-700">
        <h1 className="text-2xl font-bold">Erro ao carregar publicações</h1>
        <p className="mt-2">{MENSAGENS.publicacoesFalharam}</p>
        <button type="button" onClick={() => window.location.reload()} className={`${classesBotao()} mt-4`}>
          Tentar Novamente
        </button>
      </div>
    </div>
  )
}
