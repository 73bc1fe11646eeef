'use client'

import { lazy, Suspense, useRef, useState, type ReactNode } from 'react'
import type { LinkMenu, SecaoMenu } from '@/domain/navegacao'
import { useAoMudarMidia } from './hooks/useAoMudarMidia'
import { useAoMudarRota } from './hooks/useAoMudarRota'
import { CONSULTA_DESKTOP } from './midia'

interface MobileMenuProps {
  /** The hamburger icon, rendered by the server parent so no icon code ships in the first load. */
  icone: ReactNode
  secoes: SecaoMenu[]
  linksPrincipais: LinkMenu[]
  areaClienteUrl: string
}

const carregarPainel = () => import('./PainelMenuMovel.client')
// The sheet (Radix dialog, focus trap, scroll lock) is not in any page's first load: it is fetched
// when the visitor reaches for the button (pointer, touch or focus) and shown on click.
// React.lazy rather than next/dynamic: the same split, without next/dynamic's client code.
const PainelMenuMovel = lazy(carregarPainel)

/** The phone menu's button; the sheet it opens is PainelMenuMovel.client.tsx. */
export function MobileMenu({ icone, secoes, linksPrincipais, areaClienteUrl }: MobileMenuProps) {
  const [aberto, setAberto] = useState(false)
  const botao = useRef<HTMLButtonElement>(null)
  const fechar = () => setAberto(false)

  useAoMudarRota(fechar)
  // At desktop width the hamburger is hidden; an open sheet would be stranded over the page.
  useAoMudarMidia(CONSULTA_DESKTOP, (desktop) => {
    if (desktop) fechar()
  })

  return (
    <>
      <button
        ref={botao}
        type="button"
        aria-label="Abrir menu"
        aria-haspopup="dialog"
        aria-expanded={aberto}
        onPointerEnter={() => void carregarPainel()}
        onTouchStart={() => void carregarPainel()}
        onFocus={() => void carregarPainel()}
        onClick={() => setAberto(true)}
        className="rounded-md p-2 text-tinta hover:bg-marca-50 hover:text-marca-800"
      >
        {icone}
      </button>
      {aberto && (
        <Suspense fallback={null}>
          <PainelMenuMovel secoes={secoes} linksPrincipais={linksPrincipais} areaClienteUrl={areaClienteUrl} fechar={fechar} gatilho={botao} />
        </Suspense>
      )}
    </>
  )
}
