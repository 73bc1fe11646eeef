'use client'

import { Children, useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react'

import type { MotorCarrossel } from './motor-carrossel'

interface Props {
  /** Names the carousel for screen readers ("Destaques da agência"). */
  rotulo: string
  /** Milliseconds between slides (spec 1 §9: 5 s fixed slides, 3 s banners). */
  intervalo: number
  /** Server-rendered slides. */
  children: ReactNode
  /** The controls' icons, rendered by the server (Carrossel.tsx) so no icon code ships in the first load. */
  icones: IconesCarrossel
}

export interface IconesCarrossel {
  pausar: ReactNode
  tocar: ReactNode
  anterior: ReactNode
  proximo: ReactNode
}

const MENOS_MOVIMENTO = '(prefers-reduced-motion: reduce)'
function assinarMovimento(aviso: () => void): () => void {
  const m = window.matchMedia(MENOS_MOVIMENTO)
  m.addEventListener('change', aviso)
  return () => m.removeEventListener('change', aviso)
}
const prefereMenosMovimento = () => window.matchMedia(MENOS_MOVIMENTO).matches

/**
 * A carousel (WAI-ARIA carousel pattern) on Embla: previous/next arrows, dots,
 * a pause control; auto-advance pauses on hover and keyboard focus, and does not
 * start for visitors who ask for reduced motion (WCAG 2.2.2). Hidden slides are
 * inert, so Tab never lands on a link the visitor cannot see.
 * The server renders the first slide and every control; Embla (the sliding, 7 KB gzipped) is fetched
 * once the page has hydrated, out of the first load: nothing moves before the first 3–5 s anyway,
 * and a control pressed before it arrives acts as soon as it does.
 */
export function CarrosselCliente({ rotulo, intervalo, children, icones }: Props) {
  const slides = Children.toArray(children)
  const viewport = useRef<HTMLDivElement>(null)
  const [motor, setMotor] = useState<MotorCarrossel | null>(null)
  // A control used before Embla arrived: done once it has.
  const pendente = useRef<((m: MotorCarrossel) => void) | null>(null)
  useEffect(() => {
    let criado: MotorCarrossel | null = null
    let desmontado = false
    void import('./motor-carrossel').then(({ criarMotor }) => {
      if (desmontado || !viewport.current) return
      criado = criarMotor(viewport.current, intervalo)
      setMotor(criado)
      pendente.current?.(criado)
      pendente.current = null
    })
    return () => {
      desmontado = true
      criado?.embla.destroy()
    }
  }, [intervalo])
  const agir = (acao: (m: MotorCarrossel) => void) => (motor ? acao(motor) : (pendente.current = acao))
  const embla = motor?.embla
  const autoplay = motor?.autoplay
  const [atual, setAtual] = useState(0)
  const menosMovimento = useSyncExternalStore(assinarMovimento, prefereMenosMovimento, () => false)
  // The visitor's own choice (pause/play button) wins over the reduced-motion preference.
  const [escolha, setEscolha] = useState<boolean | null>(null)
  const pausadoPeloVisitante = escolha ?? menosMovimento

  useEffect(() => {
    if (!embla) return
    const aoSelecionar = () => setAtual(embla.selectedScrollSnap())
    embla.on('select', aoSelecionar)
    return () => {
      embla.off('select', aoSelecionar)
    }
  }, [embla])

  const raiz = useRef<HTMLElement>(null)
  useEffect(() => {
    if (!autoplay) return
    // Resuming with the button starts the rotation only once pointer and focus have left the carousel.
    const seguro = raiz.current?.matches(':hover') || raiz.current?.contains(document.activeElement)
    if (pausadoPeloVisitante || slides.length < 2 || seguro) autoplay.stop()
    else autoplay.play()
  }, [autoplay, pausadoPeloVisitante, slides.length])

  const alternarPausa = useCallback(() => setEscolha(!pausadoPeloVisitante), [pausadoPeloVisitante])

  // The pointer over it or focus anywhere in it (keyboard, screen reader) holds the rotation;
  // leaving resumes it, unless the visitor paused.
  const segurar = useCallback(() => autoplay?.stop(), [autoplay])
  const aoSairFoco = useCallback(
    (e: React.FocusEvent) => {
      if (!pausadoPeloVisitante && !e.currentTarget.contains(e.relatedTarget) && !e.currentTarget.matches(':hover')) autoplay?.play()
    },
    [autoplay, pausadoPeloVisitante],
  )
  const aoSairMouse = useCallback(
    (e: React.MouseEvent) => {
      if (!pausadoPeloVisitante && !e.currentTarget.contains(document.activeElement)) autoplay?.play()
    },
    [autoplay, pausadoPeloVisitante],
  )

  if (slides.length === 0) return null
  const varios = slides.length > 1
  const botao = 'inline-flex h-11 w-11 items-center justify-center rounded-full text-marca-800 hover:bg-marca-50'

  return (
    // data-movel: Embla is running (the browser tests wait for it before they count seconds).
    <section ref={raiz} aria-roledescription="carrossel" aria-label={rotulo} data-movel={motor ? '' : undefined} className="relative" onFocus={segurar} onBlur={aoSairFoco} onMouseEnter={segurar} onMouseLeave={aoSairMouse}>
      {/* relative: the viewport, not the section, holds what is positioned inside a slide (a visually
          hidden '(abre em nova aba)'), so the clip holds it too; before Embla moves the track (or
          without scripts) such a span on the third slide widened the whole page on a phone. */}
      <div ref={viewport} className="relative overflow-hidden">
        <div className="flex touch-pan-y" aria-live={pausadoPeloVisitante ? 'polite' : 'off'}>
          {slides.map((slide, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} de ${slides.length}`}
              inert={i !== atual}
              className="min-w-0 shrink-0 grow-0 basis-full"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {varios && (
        <div className="absolute inset-x-0 bottom-3 flex justify-center px-3">
          <div className="flex items-center gap-1 rounded-full bg-white/95 px-1 shadow ring-1 ring-marca-700/30">
          <button type="button" className={botao} onClick={alternarPausa} aria-label={pausadoPeloVisitante ? `Retomar a passagem automática: ${rotulo}` : `Pausar a passagem automática: ${rotulo}`}>
            {pausadoPeloVisitante ? icones.tocar : icones.pausar}
          </button>
          <button type="button" className={botao} onClick={() => agir((m) => m.embla.scrollPrev())} aria-label="Slide anterior">
            {icones.anterior}
          </button>
          <ol className="flex items-center">
            {slides.map((_, i) => (
              <li key={i}>
                <button
                  type="button"
                  onClick={() => agir((m) => m.embla.scrollTo(i))}
                  aria-label={`Ir para o slide ${i + 1}`}
                  aria-current={i === atual ? 'true' : undefined}
                  className="group inline-flex h-11 w-8 items-center justify-center"
                >
                  <span className={`block h-3 w-3 rounded-full ring-2 ring-marca-800 ${i === atual ? 'bg-marca-800' : 'bg-white'}`} />
                </button>
              </li>
            ))}
          </ol>
          <button type="button" className={botao} onClick={() => agir((m) => m.embla.scrollNext())} aria-label="Próximo slide">
            {icones.proximo}
          </button>
          </div>
        </div>
      )}
    </section>
  )
}
