'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { type RefObject, useRef, useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'

import { useContextoFormulario } from '@/components/form/contexto.client'
import { classesBotao } from '@/components/ui/botao'
import { DialogoAberto } from '@/components/ui/DialogoAberto.client'

import type { FormularioDenuncia } from './schema'

const IDENTIDADE = ['nome', 'cpfcnpj', 'telefone', 'email', 'endereco'] as const

/** Spec 3 §4: what an anonymous reporter is told before confirming. */
export const AVISO_ANONIMO =
  'As denúncias anônimas serão aceitas desde que sejam minimamente razoáveis e estejam acompanhadas de informações ou documentos que as tornem plausíveis.'

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

/** The confirmation asked before a report becomes anonymous: CONFIRMAR or Cancelar (or Escape). */
function ConfirmacaoAnonimo({ gatilho, fechar, confirmar }: { gatilho: RefObject<HTMLInputElement | null>; fechar: () => void; confirmar: () => void }) {
  return (
    <DialogoAberto
      fechar={fechar}
      gatilho={gatilho}
      className="fixed left-1/2 top-1/2 z-50 w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl"
    >
      <Dialog.Title className="text-xl font-bold text-marca-800">Denúncia anônima</Dialog.Title>
      <p className="mt-3">{AVISO_ANONIMO}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Dialog.Close className={classesBotao('secundario')}>Cancelar</Dialog.Close>
        <button type="button" className={classesBotao('primario')} onClick={confirmar}>
          CONFIRMAR
        </button>
      </div>
    </DialogoAberto>
  )
}
