import * as Dialog from '@radix-ui/react-dialog'
import type { RefObject } from 'react'
import { IconeFechar, IconeVoltar } from '@/components/ui/icones-leves'

const botaoIcone = 'rounded-md p-2 text-tinta hover:bg-marca-50 hover:text-marca-800'

interface CabecalhoMenuMovelProps {
  /** The open section's title; undefined on the main level (then no "Voltar"). */
  titulo: string | undefined
  voltar: () => void
  tituloRef: RefObject<HTMLHeadingElement | null>
}

/** The phone menu sheet's top bar: "Voltar" in a section, the dialog's title, and the close button. */
export function CabecalhoMenuMovel({ titulo, voltar, tituloRef }: CabecalhoMenuMovelProps) {
  return (
    <div className="flex min-h-cabecalho-movel shrink-0 items-center gap-2 border-b border-marca-100 px-3 py-2">
      {titulo !== undefined && (
        <button
          type="button"
          onClick={voltar}
          className="flex shrink-0 items-center gap-1 rounded-md py-2 pr-3 pl-1 font-semibold text-marca-800 hover:bg-marca-50"
        >
          <IconeVoltar className="size-5" strokeWidth={2.5} />
          Voltar
        </button>
      )}
      <Dialog.Title ref={tituloRef} tabIndex={-1} className="min-w-0 flex-1 px-1 text-lg leading-tight font-bold text-marca-800">
        {titulo ?? 'Menu'}
      </Dialog.Title>
      <Dialog.Close aria-label="Fechar menu" className={`shrink-0 ${botaoIcone}`}>
        <IconeFechar className="size-6" />
      </Dialog.Close>
    </div>
  )
}
