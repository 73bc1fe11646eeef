'use client'

import { useEffect } from 'react'
import { Toaster as ToasterSonner } from 'sonner'
import { pausar, retomar } from './temporizadores'

const dentroDosToasts = (alvo: EventTarget | null) =>
  alvo instanceof Element && alvo.closest('[data-sonner-toaster]') !== null

/** Pauses the toast timers while the pointer or the keyboard focus is on a toast, the window has no focus or the tab is hidden. */
function usePausasDosToasts(): void {
  useEffect(() => {
    // Document-level listeners rather than enter/leave on the toaster: a toast removed under the
    // pointer or holding focus fires no leave event, and the pause would stick.
    const aoPassar = (e: PointerEvent) => (dentroDosToasts(e.target) ? pausar('ponteiro') : retomar('ponteiro'))
    const aoSairDaPagina = (e: PointerEvent) => e.relatedTarget === null && retomar('ponteiro')
    const aoFocar = (e: FocusEvent) => (dentroDosToasts(e.target) ? pausar('foco') : retomar('foco'))
    const aoSairDaJanela = () => pausar('janela')
    const aoVoltarAJanela = () => retomar('janela')
    const aoMudarVisibilidade = () => (document.hidden ? pausar('aba') : retomar('aba'))
    document.addEventListener('pointerover', aoPassar)
    document.addEventListener('pointerout', aoSairDaPagina)
    document.addEventListener('focusin', aoFocar)
    window.addEventListener('blur', aoSairDaJanela)
    window.addEventListener('focus', aoVoltarAJanela)
    document.addEventListener('visibilitychange', aoMudarVisibilidade)
    return () => {
      document.removeEventListener('pointerover', aoPassar)
      document.removeEventListener('pointerout', aoSairDaPagina)
      document.removeEventListener('focusin', aoFocar)
      window.removeEventListener('blur', aoSairDaJanela)
      window.removeEventListener('focus', aoVoltarAJanela)
      document.removeEventListener('visibilitychange', aoMudarVisibilidade)
      for (const motivo of ['ponteiro', 'foco', 'janela', 'aba'] as const) retomar(motivo)
    }
  }, [])
}

/**
 * The toast area (spec 1 §9): top right, at most 20 at once, swipe to dismiss, no progress bar.
 * Auto-close timers live in temporizadores.ts (see there why); toasts come from notificar().
 * Mounted by the feature that raises toasts (a form), not by the site layout: no page raises one
 * yet, and in the layout it hydrated on every page (first-load JavaScript).
 */
export function Toaster() {
  usePausasDosToasts()
  return (
    <ToasterSonner
      position="top-right"
      visibleToasts={20}
      // Expanded: every toast is readable at once, as in the legacy site, not a collapsed stack.
      expand
      gap={10}
      customAriaLabel="Notificações (Alt+T)"
    />
  )
}
