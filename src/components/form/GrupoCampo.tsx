import type { ReactNode } from 'react'

/**
 * A group of choices (radio or checkbox group): a fieldset whose legend is the
 * question, with the hint and the error tied to it. Server-safe: no state.
 */
export function GrupoCampo({ id, rotulo, dica, erro, obrigatorio, className, children }: { id: string; rotulo: string; dica?: string; erro?: string; obrigatorio?: boolean; className?: string; children: ReactNode }) {
  const descrito = [dica ? `${id}-dica` : '', erro ? `${id}-erro` : ''].filter(Boolean).join(' ') || undefined
  return (
    <fieldset className={className} aria-describedby={descrito} aria-invalid={erro ? true : undefined}>
      <legend className="font-semibold text-tinta">
        {rotulo}
        {obrigatorio && <span aria-hidden="true"> *</span>}
      </legend>
      {dica && (
        <p id={`${id}-dica`} className="text-sm text-tinta-suave">
          {dica}
        </p>
      )}
      <div className="mt-1 flex flex-wrap gap-x-6 gap-y-2">{children}</div>
      {erro && (
        <p id={`${id}-erro`} className="mt-1 text-sm font-semibold text-erro-700">
          <span className="sr-only">Erro: </span>
          {erro}
        </p>
      )}
    </fieldset>
  )
}
