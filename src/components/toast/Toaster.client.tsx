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
    // One list adds and removes them; the pointer and focus handlers read their event's own type.
    const ouvintes: [EventTarget, string, EventListener][] = [
      [document, 'pointerover', aoPassar as EventListener],
      [document, 'pointerout', aoSairDaPagina as EventListener],
      [document, 'focusin', aoFocar as EventListener],
      [window, 'blur', aoSairDaJanela],
      [window, 'focus', aoVoltarAJanela],
      [document, 'visibilitychange', aoMudarVisibilidade],
    ]
    for (const [alvo, evento, ouvinte] of ouvintes) alvo.addEventListener(evento, ouvinte)
    return () => {
      for (const [alvo, evento, ouvinte] of ouvintes) alvo.removeEventListener(evento, ouvinte)
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
