'use client'

import { useEffect, useRef, useState, type FocusEvent, type MouseEvent, type ReactNode } from 'react'
import type { SecaoMenu } from '@/domain/navegacao'
import { useAoMudarMidia } from './hooks/useAoMudarMidia'
import { useAoMudarRota } from './hooks/useAoMudarRota'
import { useTravarRolagem } from './hooks/useTravarRolagem'
import { CONSULTA_DESKTOP } from './midia'
import { PainelSecao } from './PainelSecao'

/** Spec 1 §9: a section closes 300 ms after the pointer leaves it. */
const ATRASO_FECHAR_MS = 300

type IdSecao = SecaoMenu['id']

const idPainel = (id: IdSecao) => `menu-painel-${id}`

/**
 * The desktop dropdown menu (disclosure pattern): hover opens a section, leaving closes it after
 * 300 ms unless another section opened meanwhile; buttons toggle it from the keyboard; Escape
 * closes it and gives focus back to its button. Page scroll is locked while a panel is open.
 */
/** `seta`: the chevron, rendered by the server parent so no icon code ships in the first load. */
export function DesktopNav({ secoes, seta }: { secoes: SecaoMenu[]; seta: ReactNode }) {
  const [aberta, setAberta] = useState<IdSecao | null>(null)
  const navRef = useRef<HTMLElement>(null)
  const gatilhos = useRef(new Map<IdSecao, HTMLButtonElement>())
  const temporizador = useRef<number | null>(null)
  const ultimoPonteiro = useRef<string>('mouse')

  useTravarRolagem(aberta !== null)
  useAoMudarRota(() => setAberta(null))
  // Below 64rem this nav is hidden by CSS; a panel left open would keep the page locked.
  useAoMudarMidia(CONSULTA_DESKTOP, (desktop) => {
    if (!desktop) setAberta(null)
  })

  function cancelarFechamento() {
    if (temporizador.current === null) return
    window.clearTimeout(temporizador.current)
    temporizador.current = null
  }

  useEffect(() => cancelarFechamento, [])

  function abrir(id: IdSecao) {
    cancelarFechamento()
    setAberta(id)
  }

  function agendarFechamento(id: IdSecao) {
    cancelarFechamento()
    temporizador.current = window.setTimeout(() => {
      temporizador.current = null
      // Only close the section that was left: if another one opened meanwhile, it stays open.
      setAberta((atual) => (atual === id ? null : atual))
    }, ATRASO_FECHAR_MS)
  }

  function fechar() {
    cancelarFechamento()
    setAberta(null)
  }

  // While a panel is open: Escape closes it; a press outside the menu closes it (touch screens
  // have no hover to leave).
  useEffect(() => {
    if (aberta === null) return
    const secao = aberta
    function aoTeclar(evento: KeyboardEvent) {
      if (evento.key !== 'Escape') return
      const focoNoMenu = navRef.current?.contains(document.activeElement) ?? false
      // A pending close timer may stay: it only ever closes the section it was set for.
      setAberta(null)
      // Only pull focus back when it was in the menu: a hover-opened panel must not steal it.
      if (focoNoMenu) gatilhos.current.get(secao)?.focus()
    }
    function aoApontar(evento: PointerEvent) {
      if (evento.target instanceof Node && navRef.current?.contains(evento.target)) return
      setAberta(null)
    }
    document.addEventListener('keydown', aoTeclar)
    document.addEventListener('pointerdown', aoApontar)
    return () => {
      document.removeEventListener('keydown', aoTeclar)
      document.removeEventListener('pointerdown', aoApontar)
    }
  }, [aberta])

  function aoClicarGatilho(evento: MouseEvent<HTMLButtonElement>, id: IdSecao) {
    // The mouse already opened the section on hover; a click then must not close it under the
    // pointer. Keyboard (detail 0) and touch clicks toggle.
    if (evento.detail > 0 && ultimoPonteiro.current === 'mouse') {
      abrir(id)
      return
    }
    cancelarFechamento()
    setAberta((atual) => (atual === id ? null : id))
  }

  function aoPerderFoco(evento: FocusEvent<HTMLLIElement>, id: IdSecao) {
    // Tabbing out of a section closes it. A null relatedTarget means focus went nowhere (a click on
    // the panel's background, another window): that is not leaving the section.
    const destino = evento.relatedTarget
    if (destino === null || evento.currentTarget.contains(destino)) return
    setAberta((atual) => (atual === id ? null : atual))
  }

  return (
    <nav ref={navRef} aria-label="Menu principal" className="h-full">
      <ul className="flex h-full items-stretch gap-1">
        {secoes.map((secao) => {
          const estaAberta = aberta === secao.id
          return (
            <li
              key={secao.id}
              className="flex items-center"
              onPointerEnter={(e) => e.pointerType === 'mouse' && abrir(secao.id)}
              onPointerLeave={(e) => e.pointerType === 'mouse' && agendarFechamento(secao.id)}
              onBlur={(e) => aoPerderFoco(e, secao.id)}
            >
              <button
                type="button"
                ref={(el) => {
                  if (el) gatilhos.current.set(secao.id, el)
                  else gatilhos.current.delete(secao.id)
                }}
                aria-expanded={estaAberta}
                aria-controls={idPainel(secao.id)}
                onPointerDown={(e) => {
                  ultimoPonteiro.current = e.pointerType
                }}
                onClick={(e) => aoClicarGatilho(e, secao.id)}
                className="flex items-center gap-1 rounded-md px-3 py-2 text-[0.9375rem] font-semibold text-tinta hover:bg-marca-50 hover:text-marca-800 aria-expanded:bg-marca-50 aria-expanded:text-marca-800"
              >
                {secao.titulo}
                <span className={`flex shrink-0 motion-safe:transition-transform ${estaAberta ? 'rotate-180' : ''}`}>{seta}</span>
              </button>
              <PainelSecao secao={secao} id={idPainel(secao.id)} aberto={estaAberta} aoNavegar={fechar} />
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
