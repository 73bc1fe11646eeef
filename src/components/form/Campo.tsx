import type { ReactNode } from 'react'

import { DicaDoCampo, ErroDoCampo } from './TextosDoCampo'

/** What a field's or group's control is described by: its hint and its error, when shown. */
export function descritoPor(id: string, dica?: string, erro?: string): string | undefined {
  return [dica ? `${id}-dica` : '', erro ? `${id}-erro` : ''].filter(Boolean).join(' ') || undefined
}

/** A field's texts and state, shared by a single field (Campo) and a group of choices (GrupoCampo). */
export interface TextosDoControle {
  id: string
  rotulo: string
  /** A hint under the label (format, limits). */
  dica?: string
  erro?: string
  obrigatorio?: boolean
  className?: string
  /** An info button (AjudaCampo) beside the label, outside it so it is not part of the control's name. */
  ajuda?: ReactNode
}

export interface PropsCampo extends TextosDoControle {
  /** The control, given the attributes that tie it to its label, hint and error. */
  children: (aria: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true; 'aria-required'?: true }) => ReactNode
}

/**
 * A form field: label, hint, the control and its error, tied together by
 * `aria-describedby` and `aria-invalid` so a screen reader reads them with the
 * control (ENGINEERING.md, Accessibility). Server-safe: no state.
 */
export function Campo({ id, rotulo, dica, erro, obrigatorio, className, ajuda, children }: PropsCampo) {
  const descrito = descritoPor(id, dica, erro)
  const rotuloDoCampo = (
    <label htmlFor={id} className="block font-semibold text-tinta">
      {rotulo}
      {obrigatorio && <span aria-hidden="true"> *</span>}
    </label>
  )
  return (
    <div className={className}>
      {ajuda ? (
        <div className="flex items-center">
          {rotuloDoCampo}
          {ajuda}
        </div>
      ) : (
        rotuloDoCampo
      )}
      <DicaDoCampo id={id} dica={dica} />
      <div className="mt-1">{children({ id, 'aria-describedby': descrito, 'aria-invalid': erro ? true : undefined, 'aria-required': obrigatorio ? true : undefined })}</div>
      <ErroDoCampo id={id} erro={erro} />
    </div>
  )
}

/** The input look shared by every form. */
export const CLASSE_ENTRADA =
  'block w-full rounded border border-tinta-suave bg-white px-3 py-2 text-tinta aria-[invalid=true]:border-erro-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-erro-700 disabled:bg-gray-100'
