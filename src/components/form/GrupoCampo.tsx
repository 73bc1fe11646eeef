import type { ReactNode } from 'react'

import { DicaDoCampo, ErroDoCampo } from './TextosDoCampo'

/**
 * A group of choices (radio or checkbox group): a fieldset whose legend is the
 * question, with the hint and the error tied to it. Server-safe: no state.
 */
export function GrupoCampo({
  id,
  rotulo,
  dica,
  erro,
  obrigatorio,
  className,
  ajuda,
  children,
}: {
  id: string
  rotulo: string
  dica?: string
  erro?: string
  obrigatorio?: boolean
  className?: string
  /** An info button (AjudaCampo) beside the question, outside the legend so it is not part of the group's name. */
  ajuda?: ReactNode
  children: ReactNode
}) {
  const descrito = [dica ? `${id}-dica` : '', erro ? `${id}-erro` : ''].filter(Boolean).join(' ') || undefined
  return (
    <fieldset className={className} aria-describedby={descrito} aria-invalid={erro ? true : undefined}>
      <legend className={ajuda ? 'float-left font-semibold text-tinta' : 'font-semibold text-tinta'}>
        {rotulo}
        {obrigatorio && <span aria-hidden="true"> *</span>}
      </legend>
      {ajuda}
      {ajuda && <div className="clear-left" />}
      <DicaDoCampo id={id} dica={dica} />
      <div className="mt-1 flex flex-wrap gap-x-6 gap-y-2">{children}</div>
      <ErroDoCampo id={id} erro={erro} />
    </fieldset>
  )
}
