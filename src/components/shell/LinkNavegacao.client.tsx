'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import type { MouseEvent, ReactNode } from 'react'
import { rolarAoTopoSuavemente } from './rolagem'

interface LinkNavegacaoProps {
  href: string
  children: ReactNode
  className?: string
  /** Called on a plain left click (not ctrl/cmd/middle click), e.g. to close the menu it sits in. */
  aoNavegar?: () => void
  /** Footer links: scroll smoothly to the top instead of Next's instant jump (spec 1 §2.2). */
  rolarAoTopo?: boolean
}

function cliqueSimples(evento: MouseEvent<HTMLAnchorElement>): boolean {
  return evento.button === 0 && !evento.metaKey && !evento.ctrlKey && !evento.shiftKey && !evento.altKey
}

/** An internal link of the shell's menus, marked aria-current="page" when it points at the current page. */
export function LinkNavegacao({ href, children, className, aoNavegar, rolarAoTopo = false }: LinkNavegacaoProps) {
  const rota = usePathname()
  const atual = rota === href

  function aoClicar(evento: MouseEvent<HTMLAnchorElement>) {
    // A click that opens a new tab leaves this page as it is: no menu closing, no scrolling.
    if (!cliqueSimples(evento)) return
    aoNavegar?.()
    if (rolarAoTopo) rolarAoTopoSuavemente()
  }

  return (
    <Link
      href={href}
      className={className}
      aria-current={atual ? 'page' : undefined}
      onClick={aoClicar}
      // With rolarAoTopo we already scroll (smoothly); Next's own scroll would cut the animation short.
      scroll={!rolarAoTopo}
    >
      {children}
    </Link>
  )
}
