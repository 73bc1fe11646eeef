'use client'

import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type FocusEvent, type MouseEvent } from 'react'

import type { MotorCarrossel } from './motor-carrossel'

const MENOS_MOVIMENTO = '(prefers-reduced-motion: reduce)'
function assinarMovimento(aviso: () => void): () => void {
  const m = window.matchMedia(MENOS_MOVIMENTO)
  m.addEventListener('change', aviso)
  return () => m.removeEventListener('change', aviso)
}
const prefereMenosMovimento = () => window.matchMedia(MENOS_MOVIMENTO).matches

/**
 * The automatic rotation: it pauses on hover and keyboard focus, and does not start for visitors who
 * ask for reduced motion (WCAG 2.2.2); the visitor's own choice (pause/play button) wins over that
 * preference.
 */
export function useRotacaoCarrossel(autoplay: MotorCarrossel['autoplay'] | undefined, totalSlides: number) {
  const menosMovimento = useSyncExternalStore(assinarMovimento, prefereMenosMovimento, () => false)
  const [escolha, setEscolha] = useState<boolean | null>(null)
  const pausado = escolha ?? menosMovimento

  const raiz = useRef<HTMLElement>(null)
  useEffect(() => {
    if (!autoplay) return
    // Resuming with the button starts the rotation only once pointer and focus have left the carousel.
    const seguro = raiz.current?.matches(':hover') || raiz.current?.contains(document.activeElement)
    if (pausado || totalSlides < 2 || seguro) autoplay.stop()
    else autoplay.play()
  }, [autoplay, pausado, totalSlides])

  const alternarPausa = useCallback(() => setEscolha(!pausado), [pausado])

  // The pointer over it or focus anywhere in it (keyboard, screen reader) holds the rotation;
  // leaving resumes it, unless the visitor paused.
  const segurar = useCallback(() => autoplay?.stop(), [autoplay])
  const aoSairFoco = useCallback(
    (e: FocusEvent) => {
      if (!pausado && !e.currentTarget.contains(e.relatedTarget) && !e.currentTarget.matches(':hover')) autoplay?.play()
    },
    [autoplay, pausado],
  )
  const aoSairMouse = useCallback(
    (e: MouseEvent) => {
      if (!pausado && !e.currentTarget.contains(document.activeElement)) autoplay?.play()
    },
    [autoplay, pausado],
  )
  return { raiz, pausado, alternarPausa, segurar, aoSairFoco, aoSairMouse }
}
