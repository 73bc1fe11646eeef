'use client'

import { classesBotao } from '@/components/ui/botao'
import { MENSAGEM_FALHA_CARGA } from '@/domain/documentos'

/**
 * A download page that fails to load after a navigation inside the site (spec 2
 * §8): the red box with 'Tentar Novamente', which reloads the page so the
 * server reads the documents again (the legacy button did nothing).
 */
export default function ErroDocumentos() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <div role="alert" className="rounded-lg border-2 border-red-700 bg-red-50 p-6 text-red-900">
        <h1 className="text-2xl font-bold">Documentos para Download</h1>
        <p className="mt-2">{MENSAGEM_FALHA_CARGA}</p>
        <button type="button" onClick={() => window.location.reload()} className={`${classesBotao()} mt-4`}>
          Tentar Novamente
        </button>
      </div>
    </div>
  )
}
