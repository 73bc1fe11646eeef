'use client'

import { useState } from 'react'
import { useFormContext } from 'react-hook-form'

import { valoresCopiados, type CopiaDeRespostas, type Valores } from '@/domain/formulario/catalogo'

import { useContextoFormulario } from './contexto.client'

/**
 * The offer to reuse answers given earlier in the same form (WCAG 2.2 SC 3.3.7 Redundant Entry),
 * shown once those answers exist: one click fills the fields, which stay editable, and a polite
 * message says what was filled.
 */
export function CopiarRespostas({ copia, valores }: { copia: CopiaDeRespostas; valores: Valores }) {
  const { setValue } = useFormContext()
  const { desabilitado } = useContextoFormulario()
  const [copiado, setCopiado] = useState(false)
  const copiar = valoresCopiados(copia, valores)
  if (!copiar) return null
  return (
    <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
      <button
        type="button"
        disabled={desabilitado}
        onClick={() => {
          for (const [campo, valor] of Object.entries(copiar)) setValue(campo, valor, { shouldDirty: true, shouldValidate: true })
          setCopiado(true)
        }}
        className="min-h-11 rounded border border-marca-700 px-4 font-semibold text-marca-700 hover:bg-marca-50"
      >
        {copia.rotulo}
      </button>
      <p role="status" className="text-sm">
        {copiado ? 'Preenchido com as respostas anteriores. Confira e altere se precisar.' : ''}
      </p>
    </div>
  )
}
