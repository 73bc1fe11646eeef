'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { useRef, useState, type ReactNode } from 'react'

import { classesBotao } from '@/components/ui/botao'
import { DialogoAberto } from '@/components/ui/DialogoAberto.client'

/**
 * A button that opens a text in a modal dialog ('Onde já chegamos' on
 * /modelo-de-negocio), followed by `children` (its map, rendered on the server).
 * Without JavaScript the same text is on the page.
 */
export function DialogoTexto({ rotulo, titulo, html, children }: { rotulo: string; titulo: string; html: string; children?: ReactNode }) {
  const [aberto, setAberto] = useState(false)
  const gatilho = useRef<HTMLButtonElement>(null)
  return (
    <>
      <button ref={gatilho} type="button" aria-haspopup="dialog" onClick={() => setAberto(true)} className={classesBotao()}>
        {rotulo}
      </button>
      {aberto && (
        <DialogoAberto fechar={() => setAberto(false)} gatilho={gatilho} className="fixed inset-x-2 top-4 bottom-4 z-50 mx-auto flex max-w-2xl flex-col rounded-lg bg-white p-5 shadow-xl sm:inset-x-4 sm:top-10 sm:bottom-auto sm:max-h-[85vh] sm:p-8">
          <Dialog.Title className="text-2xl font-bold text-marca-800">{titulo}</Dialog.Title>
          <div className="mt-4 overflow-auto">
            <div className="conteudo-html" dangerouslySetInnerHTML={{ __html: html }} />
            {children}
          </div>
          <div className="mt-4 flex justify-end">
            <Dialog.Close className={classesBotao()}>Fechar</Dialog.Close>
          </div>
        </DialogoAberto>
      )}
    </>
  )
}
