'use client'

import * as Popover from '@radix-ui/react-popover'
import { useState } from 'react'

/**
 * An info button beside a field's label that opens a short explanation (spec 3
 * §2: the PEP and related-party tooltips): a Radix Popover, so it opens by
 * click, Enter or Space, takes focus, and closes on Escape (focus back on the
 * button), on a click elsewhere, or on a click on the text itself, as the
 * spec's tooltip did.
 */
export function AjudaCampo({ id, titulo, texto }: { id: string; titulo: string; texto: string }) {
  const [aberta, setAberta] = useState(false)
  return (
    <Popover.Root open={aberta} onOpenChange={setAberta}>
      <Popover.Trigger
        type="button"
        aria-label={titulo}
        className="ml-1 inline-flex size-6 items-center justify-center rounded-full border border-marca-700 align-middle text-sm font-bold text-marca-700 hover:bg-marca-50 focus-visible:outline-2 focus-visible:outline-offset-2"
      >
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
