'use client'

import * as Dialog from '@radix-ui/react-dialog'
import type { ReactNode, RefObject } from 'react'

interface Props {
  /** Called when the visitor closes it (Escape, overlay, a close button). */
  fechar: () => void
  /** What opened it: focus goes back there on close (Radix does this only for its own Trigger). */
  gatilho: RefObject<HTMLElement | null>
  /** Where focus goes on open, instead of the first focusable element. */
  focarAoAbrir?: RefObject<HTMLElement | null>
  className: string
  children: ReactNode
}

/**
 * A modal dialog that exists only while open (its parent mounts it on demand, so its code loads on
 * first use): overlay, focus trapped inside, page scroll locked, Escape closes. Title and close
 * button come in `children` (Dialog.Title, Dialog.Close).
 */
export function DialogoAberto({ fechar, gatilho, focarAoAbrir, className, children }: Props) {
  return (
    <Dialog.Root open onOpenChange={(aberto) => !aberto && fechar()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-tinta/60" />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={(evento) => {
            if (!focarAoAbrir) return
            evento.preventDefault()
            focarAoAbrir.current?.focus()
          }}
          onCloseAutoFocus={(evento) => {
            evento.preventDefault()
            gatilho.current?.focus()
          }}
          className={className}
        >
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
