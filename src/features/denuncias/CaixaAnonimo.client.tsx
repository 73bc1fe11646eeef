'use client'

import { useRef, useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'

import { useContextoFormulario } from '@/components/form/contexto.client'
import { adiadoAteOcioso } from '@/components/ui/adiado-ate-ocioso'

import type { FormularioDenuncia } from './schema'

const IDENTIDADE = ['nome', 'cpfcnpj', 'telefone', 'email', 'endereco'] as const

// The confirmation is shown only when the box is ticked: it loads when the browser is first idle.
const ConfirmacaoAnonimo = adiadoAteOcioso(() => import('./ConfirmacaoAnonimo.client').then((m) => m.ConfirmacaoAnonimo))

/**
 * 'Desejo fazer uma denúncia anônima' (spec 3 §4): ticking it asks for
 * confirmation first. CONFIRMAR makes the report anonymous and empties the
 * identity fields and sigilo; Cancelar (or Escape) leaves it unticked.
 * Unticking empties the identity fields and their errors.
 */
export function CaixaAnonimo() {
  const { setValue, clearErrors, control } = useFormContext<FormularioDenuncia>()
  const { idDe, desabilitado } = useContextoFormulario()
  const anonimo = useWatch({ control, name: 'anonimo' })
  const [confirmando, setConfirmando] = useState(false)
  const caixa = useRef<HTMLInputElement>(null)
  const id = idDe('anonimo')
  ConfirmacaoAnonimo.usePreCarregar()

  function limparIdentidade() {
    for (const c of IDENTIDADE) setValue(c, '')
    setValue('sigilo', false)
    clearErrors([...IDENTIDADE, 'sigilo'])
  }

  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className="flex min-h-11 items-center gap-2 font-semibold">
        <input
          ref={caixa}
          id={id}
          type="checkbox"
          checked={anonimo || confirmando}
          disabled={desabilitado}
          aria-describedby={`${id}-dica`}
          onChange={(e) => {
            if (e.target.checked) return setConfirmando(true)
            setValue('anonimo', false)
            limparIdentidade()
          }}
          className="h-5 w-5 accent-marca-700"
        />
        Desejo fazer uma denúncia anônima
      </label>
      <p id={`${id}-dica`} className="text-sm text-tinta-suave">
        Sem nome nem contato. Você acompanha a denúncia só pelo código que receberá ao enviá-la.
      </p>
      {confirmando && (
        <ConfirmacaoAnonimo
          gatilho={caixa}
          fechar={() => setConfirmando(false)}
          confirmar={() => {
            setValue('anonimo', true)
            limparIdentidade()
            setConfirmando(false)
          }}
        />
      )}
    </div>
  )
}
