'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { useRef, useState, type ReactNode } from 'react'

import { classesBotao } from './botao'
import { DialogoAberto } from './DialogoAberto.client'

interface Props {
  /** What the opening button shows. */
  rotulo: ReactNode
  /** The opening button's look (a plain button when absent). */
  classeDoBotao?: string
  titulo: ReactNode
  /** How wide the dialog may grow on a large screen (a Tailwind max-width). */
  largura: 'max-w-2xl' | 'max-w-3xl'
  /** What the dialog says under its title; it scrolls within the dialog when long. */
  children: ReactNode
}

/**
 * A button that opens a reading dialog: full height on a phone, at most 85% of the screen on a
 * larger one, the title, the content, and 'Fechar' at the end; Escape and a click outside also
 * close it, and focus returns to the button.
 */
export function DialogoDeTexto({ rotulo, classeDoBotao = classesBotao(), titulo, largura, children }: Props) {
  const [aberto, setAberto] = useState(false)
  const gatilho = useRef<HTMLButtonElement>(null)
  return (
    <>
      <button ref={gatilho} type="button" aria-haspopup="dialog" onClick={() => setAberto(true)} className={classeDoBotao}>
        {rotulo}
      </button>
      {aberto && (
        <DialogoAberto
          fechar={() => setAberto(false)}
          gatilho={gatilho}
          className={`fixed inset-x-2 top-4 bottom-4 z-50 mx-auto flex ${largura} flex-col rounded-lg bg-white p-5 shadow-xl sm:inset-x-4 sm:top-10 sm:bottom-auto sm:max-h-[85vh] sm:p-8`}
        >
          <Dialog.Title className="text-2xl font-bold text-marca-800">{titulo}</Dialog.Title>
          {children}
          <div className="mt-4 flex justify-end">
            <Dialog.Close className={classesBotao()}>Fechar</Dialog.Close>
          </div>
        </DialogoAberto>
      )}
    </>
  )
}
