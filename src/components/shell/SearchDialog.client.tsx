'use client'

import { lazy, Suspense, useRef, useState, type MouseEvent, type ReactNode } from 'react'

interface SearchDialogProps {
  /** The magnifier, rendered by the server parent (IconeBusca) so no icon code ships in the first load. */
  icone: ReactNode
  /** Classes of the link that opens the dialog. */
  className?: string
  /** Shows the word "Buscar" next to the icon; without it the link is an icon with an accessible name. */
  comRotulo?: boolean
  /** Called after a search is submitted, e.g. so the phone menu closes even when already on /busca. */
  aoBuscar?: () => void
}

const carregarPainel = () => import('./PainelBusca.client')
// The dialog (Radix, focus trap) is not in any page's first load: fetched when the visitor reaches
// for the link (pointer, touch or focus), shown on click.
// React.lazy rather than next/dynamic: the same split, without next/dynamic's client code.
const PainelBusca = lazy(carregarPainel)

/**
 * The site search: a link to /busca (what a visitor without JavaScript follows: that page has the
 * same form) that, once scripts run, opens the search dialog (PainelBusca.client.tsx) instead.
 */
export function SearchDialog({ icone, className, comRotulo = false, aoBuscar }: SearchDialogProps) {
  const [aberto, setAberto] = useState(false)
  const gatilho = useRef<HTMLAnchorElement>(null)

  function abrir(evento: MouseEvent<HTMLAnchorElement>) {
    // Ctrl/Cmd/Shift-click keeps the link's own meaning: /busca in a new tab or window.
    if (evento.metaKey || evento.ctrlKey || evento.shiftKey || evento.button !== 0) return
    evento.preventDefault()
    setAberto(true)
  }

  return (
    <>
      {/* A plain link: a click opens the dialog; only a modified click (new tab) navigates. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a
        ref={gatilho}
        href="/busca"
        onClick={abrir}
        onPointerEnter={() => void carregarPainel()}
        onTouchStart={() => void carregarPainel()}
        onFocus={() => void carregarPainel()}
        aria-haspopup="dialog"
        aria-expanded={aberto}
        className={className}
        aria-label={comRotulo ? undefined : 'Buscar no site'}
      >
        {icone}
        {comRotulo && <span>Buscar</span>}
      </a>
      {aberto && (
        <Suspense fallback={null}>
          <PainelBusca fechar={() => setAberto(false)} gatilho={gatilho} aoBuscar={aoBuscar} />
        </Suspense>
      )}
    </>
  )
}
