'use client'

import { useEffect, type RefObject } from 'react'

/**
 * While a section is open: Escape closes it (focus goes back to its button only when it was in the
 * menu: a hover-opened panel must not steal it); a press outside the menu closes it (touch screens
 * have no hover to leave).
 */
export function useFecharForaOuEscape<Id>(
  aberta: Id | null,
  fechar: () => void,
  menu: RefObject<HTMLElement | null>,
  gatilho: (id: Id) => HTMLElement | undefined,
): void {
  useEffect(() => {
    if (aberta === null) return
    const secao = aberta
    function aoTeclar(evento: KeyboardEvent) {
      if (evento.key !== 'Escape') return
      const focoNoMenu = menu.current?.contains(document.activeElement) ?? false
      // A pending close timer may stay: it only ever closes the section it was set for.
      fechar()
      if (focoNoMenu) gatilho(secao)?.focus()
    }
    function aoApontar(evento: PointerEvent) {
      if (evento.target instanceof Node && menu.current?.contains(evento.target)) return
      fechar()
    }
    document.addEventListener('keydown', aoTeclar)
    document.addEventListener('pointerdown', aoApontar)
    return () => {
      document.removeEventListener('keydown', aoTeclar)
      document.removeEventListener('pointerdown', aoApontar)
    }
  }, [aberta, fechar, menu, gatilho])
}
