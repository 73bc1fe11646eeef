'use client'

import { useId, type RefObject } from 'react'
import { IconeLupa } from '@/components/ui/icones-leves'

interface CampoBuscaProps {
  campoRef: RefObject<HTMLInputElement | null>
  /** The hint shown after an empty search ('' when none). */
  dica: string
  limparDica: () => void
}

/** The search dialog's field, its button and its hint (announced, tied to the field while shown). */
export function CampoBusca({ campoRef, dica, limparDica }: CampoBuscaProps) {
  const idCampo = useId()
  const idDica = useId()
  return (
    <>
      <label htmlFor={idCampo} className="mb-2 block font-semibold text-tinta">
        O que você procura?
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          ref={campoRef}
          id={idCampo}
          type="search"
          name="q"
          placeholder="Faça sua busca"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
          aria-invalid={dica ? true : undefined}
          aria-describedby={dica ? idDica : undefined}
          onChange={limparDica}
          className="min-w-0 flex-1 rounded-md border-2 border-tinta-suave px-3 py-2.5 text-base text-tinta placeholder:text-tinta-suave aria-invalid:border-erro-700"
        />
        <button
          type="submit"
          className="inline-flex items-center justify-center gap-2 rounded-md bg-marca-700 px-5 py-2.5 font-semibold text-white hover:bg-marca-800"
        >
          <IconeLupa className="size-5" />
          Buscar
        </button>
      </div>
      {/* Kept in the DOM while the dialog is open so screen readers announce the hint. */}
      <p id={idDica} aria-live="polite" className="mt-2 min-h-6 text-sm font-semibold text-erro-700">
        {dica}
      </p>
    </>
  )
}
