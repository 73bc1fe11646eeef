'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { useRouter } from 'next/navigation'
import { DialogoAberto } from '@/components/ui/DialogoAberto.client'
import { IconeFechar } from '@/components/ui/icones-leves'
import { useRef, useState, type FormEvent, type RefObject } from 'react'
import { CampoBusca } from './CampoBusca.client'

interface PainelBuscaProps {
  fechar: () => void
  /** The link that opened the dialog: focus goes back to it on close. */
  gatilho: RefObject<HTMLAnchorElement | null>
  /** Called after a search is submitted, e.g. so the phone menu closes even when already on /busca. */
  aoBuscar?: () => void
}

const DICA_VAZIA = 'Digite uma palavra ou expressão para buscar.'

/**
 * The search dialog: one field; the form is a real GET to /busca?q=… that navigates client-side.
 * Loaded on first use (SearchDialog.client.tsx); it exists only while open.
 */
export default function PainelBusca({ fechar, gatilho, aoBuscar }: PainelBuscaProps) {
  const router = useRouter()
  const [dica, setDica] = useState('')
  const campoRef = useRef<HTMLInputElement>(null)

  function aoEnviar(evento: FormEvent<HTMLFormElement>) {
    evento.preventDefault()
    const termo = campoRef.current?.value.trim() ?? ''
    if (!termo) {
      setDica(DICA_VAZIA)
      campoRef.current?.focus()
      return
    }
    fechar()
    aoBuscar?.()
    // URLSearchParams encodes like the native GET submission (spaces as "+").
    router.push(`/busca?${new URLSearchParams({ q: termo }).toString()}`)
  }

  return (
    <DialogoAberto
      fechar={fechar}
      gatilho={gatilho}
      // The field, not the close button that comes first in the DOM.
      focarAoAbrir={campoRef}
      className="fixed top-4 left-1/2 z-50 w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 rounded-lg bg-white p-5 shadow-2xl desktop:top-24 desktop:p-6"
    >
      <div className="mb-4 flex items-start justify-between gap-4">
        <Dialog.Title className="text-xl font-bold text-marca-800">Buscar no site</Dialog.Title>
        <Dialog.Close
          aria-label="Fechar busca"
          className="-m-2 rounded-md p-2 text-tinta hover:bg-marca-50 hover:text-marca-800"
        >
          <IconeFechar className="size-6" />
        </Dialog.Close>
      </div>
      <form role="search" action="/busca" method="get" noValidate onSubmit={aoEnviar}>
        <CampoBusca campoRef={campoRef} dica={dica} limparDica={() => dica && setDica('')} />
      </form>
    </DialogoAberto>
  )
}
