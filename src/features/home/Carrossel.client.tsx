'use client'

import { Children, type ReactNode } from 'react'

import { ControlesCarrossel, type IconesCarrossel } from './ControlesCarrossel'
import { useMotorCarrossel } from './useMotorCarrossel'
import { useRotacaoCarrossel } from './useRotacaoCarrossel'

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

/**
 * A carousel (WAI-ARIA carousel pattern) on Embla: previous/next arrows, dots,
 * a pause control; auto-advance pauses on hover and keyboard focus, and does not
 * start for visitors who ask for reduced motion (useRotacaoCarrossel). Hidden slides are
 * inert, so Tab never lands on a link the visitor cannot see.
 * The server renders the first slide and every control; Embla loads after hydration (useMotorCarrossel).
 */
export function CarrosselCliente({ rotulo, intervalo, children, icones }: Props) {
  const slides = Children.toArray(children)
  const { viewport, motor, atual, agir } = useMotorCarrossel(intervalo)
  const { raiz, pausado, alternarPausa, segurar, aoSairFoco, aoSairMouse } = useRotacaoCarrossel(motor?.autoplay, slides.length)
  if (slides.length === 0) return null

  return (
    // data-movel: Embla is running (the browser tests wait for it before they count seconds).
    <section ref={raiz} aria-roledescription="carrossel" aria-label={rotulo} data-movel={motor ? '' : undefined} className="relative" onFocus={segurar} onBlur={aoSairFoco} onMouseEnter={segurar} onMouseLeave={aoSairMouse}>
      {/* relative: the viewport, not the section, holds what is positioned inside a slide (a visually
          hidden '(abre em nova aba)'), so the clip holds it too; before Embla moves the track (or
          without scripts) such a span on the third slide widened the whole page on a phone. */}
      <div ref={viewport} className="relative overflow-hidden">
        <div className="flex touch-pan-y" aria-live={pausado ? 'polite' : 'off'}>
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
      {slides.length > 1 && (
        <ControlesCarrossel rotulo={rotulo} total={slides.length} atual={atual} pausado={pausado} alternarPausa={alternarPausa} agir={agir} icones={icones} />
      )}
    </section>
  )
}
