import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel'
import Autoplay, { type AutoplayType } from 'embla-carousel-autoplay'

/** What the carousel drives: Embla on its viewport, with the autoplay plugin. */
export interface MotorCarrossel {
  embla: EmblaCarouselType
  autoplay: AutoplayType
}

/**
 * Starts Embla on the carousel's viewport, looping, with autoplay every `intervalo` ms, not yet
 * playing. Hover and focus are handled by the carousel, not by the plugin: its own mouseleave and
 * focusout handlers restart the rotation even after the visitor pressed pause.
 */
export function criarMotor(viewport: HTMLElement, intervalo: number): MotorCarrossel {
  const autoplay = Autoplay({ delay: intervalo, stopOnInteraction: true, stopOnMouseEnter: false, stopOnFocusIn: false, playOnInit: false })
  const embla = EmblaCarousel(viewport, { loop: true, duration: 30 }, [autoplay])
  return { embla, autoplay }
}
