'use client'

import * as Popover from '@radix-ui/react-popover'
import { useState } from 'react'

import { CLASSE_BOTAO_AJUDA } from './ajuda-estilo'

/**
 * The popover of AjudaCampo, loaded on the first click (Radix Popover and its
 * positioning weigh some 20 KB gzipped, for a text most visitors never open).
 * It mounts open: the click that loaded it was the click that opens it.
 */
export default function AjudaBalao({ id, titulo, texto }: { id: string; titulo: string; texto: string }) {
  const [aberta, setAberta] = useState(true)
  return (
    <Popover.Root open={aberta} onOpenChange={setAberta}>
      <Popover.Trigger type="button" aria-label={titulo} className={CLASSE_BOTAO_AJUDA}>
        <span aria-hidden="true">i</span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          id={`${id}-ajuda`}
          side="top"
          align="start"
          sideOffset={6}
          collisionPadding={8}
          aria-label={titulo}
          onClick={() => setAberta(false)}
          className="z-50 max-w-[min(24rem,calc(100vw-1rem))] rounded border border-tinta-suave bg-white p-3 text-sm text-tinta shadow-lg focus-visible:outline-2"
        >
          <p className="font-semibold">{titulo}</p>
          <p className="mt-1">{texto}</p>
          <Popover.Arrow className="fill-white" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
