import type { ReactNode } from 'react'

import { descritoPor, type TextosDoControle } from './Campo'
import { DicaDoCampo, ErroDoCampo } from './TextosDoCampo'

/**
 * A group of choices (radio or checkbox group): a fieldset whose legend is the
 * question, with the hint and the error tied to it. Server-safe: no state.
 */
export function GrupoCampo({ id, rotulo, dica, erro, obrigatorio, className, ajuda, children }: TextosDoControle & { children: ReactNode }) {
  const descrito = descritoPor(id, dica, erro)
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
