'use client'

import type { ReactNode } from 'react'

import { DialogoDeTexto } from '@/components/ui/DialogoDeTexto.client'

/**
 * A button that opens a text in a modal dialog ('Onde já chegamos' on
 * /modelo-de-negocio), followed by `children` (its map, rendered on the server).
 * Without JavaScript the same text is on the page.
 */
export function DialogoTexto({ rotulo, titulo, html, children }: { rotulo: string; titulo: string; html: string; children?: ReactNode }) {
  return (
    <DialogoDeTexto rotulo={rotulo} titulo={titulo} largura="max-w-2xl">
      <div className="mt-4 overflow-auto">
        <div className="conteudo-html" dangerouslySetInnerHTML={{ __html: html }} />
        {children}
      </div>
    </DialogoDeTexto>
  )
}
