import type { ReactNode } from 'react'

import type { MotorCarrossel } from './motor-carrossel'

export interface IconesCarrossel {
  pausar: ReactNode
  tocar: ReactNode
  anterior: ReactNode
  proximo: ReactNode
}

interface Props {
  rotulo: string
  total: number
  atual: number
  pausado: boolean
  alternarPausa: () => void
  /** Runs an action on the carousel now, or as soon as Embla arrives. */
  agir: (acao: (m: MotorCarrossel) => void) => void
  icones: IconesCarrossel
}

const botao = 'inline-flex h-11 w-11 items-center justify-center rounded-full text-marca-800 hover:bg-marca-50'

/** The carousel's controls: pause/play, previous, one dot per slide, next. */
export function ControlesCarrossel({ rotulo, total, atual, pausado, alternarPausa, agir, icones }: Props) {
  return (
    <div className="absolute inset-x-0 bottom-3 flex justify-center px-3">
      <div className="flex items-center gap-1 rounded-full bg-white/95 px-1 shadow ring-1 ring-marca-700/30">
        <button type="button" className={botao} onClick={alternarPausa} aria-label={pausado ? `Retomar a passagem automática: ${rotulo}` : `Pausar a passagem automática: ${rotulo}`}>
          {pausado ? icones.tocar : icones.pausar}
        </button>
        <button type="button" className={botao} onClick={() => agir((m) => m.embla.scrollPrev())} aria-label="Slide anterior">
          {icones.anterior}
        </button>
        <ol className="flex items-center">
          {Array.from({ length: total }, (_, i) => (
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
  )
}
