'use client'

import { useEffect, useState, useSyncExternalStore } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'

import { useContextoFormulario } from '@/components/form/contexto.client'
import { classesBotao } from '@/components/ui/botao'
import type { Valores } from '@/domain/formulario/catalogo'

import { apagarRascunho, gravarRascunho, lerRascunho } from './rascunho'

/** Saved once typing pauses this long (not on every keystroke). */
const ESPERA_MS = 500

export const ROTULO_RASCUNHO = 'Guardar um rascunho neste navegador'
export const DICA_RASCUNHO =
  'Desmarcado, nada é guardado. Marcado, o que você digitar fica guardado só neste navegador, neste aparelho, para continuar depois; nada é enviado à Agência antes de você clicar em Enviar. O rascunho é apagado quando o formulário é enviado ou quando você o descarta. Não use em computador compartilhado.'
export const DESCARTADO = 'Rascunho descartado: os dados foram apagados deste navegador e do formulário.'

const quando = (ms: number) => new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' }).format(ms)

/** The notice on return: what was restored and from when. */
export const restaurado = (salvoEm: number) => `Rascunho restaurado: os dados guardados neste navegador em ${quando(salvoEm)} foram preenchidos. Confira-os antes de enviar.`

const semAssinatura = () => () => undefined

/**
 * Inside a registration form: the opt-in to keep a draft in this browser (off
 * by default), the restore on return with its notice, the debounced save while
 * opted in, and "Descartar rascunho". The draft is deleted when the form was
 * sent (`concluido`) or the person unticks the box. Drawn only once the page
 * runs in the browser (the storage is there): without scripts there is no draft.
 */
export function ControleRascunho(props: { formulario: string; concluido: boolean }) {
  const noNavegador = useSyncExternalStore(semAssinatura, () => true, () => false)
  return noNavegador ? <Rascunho {...props} /> : null
}

function Rascunho({ formulario, concluido }: { formulario: string; concluido: boolean }) {
  const { catalogo, idDe } = useContextoFormulario()
  const { control, getValues, reset } = useFormContext()
  const valores = useWatch<Valores>({ control })
  const [inicial] = useState(() => lerRascunho(window.localStorage, formulario, catalogo))
  const [ativo, setAtivo] = useState(inicial !== null)
  const [aviso, setAviso] = useState(inicial ? restaurado(inicial.salvoEm) : '')

  useEffect(() => {
    if (inicial) reset({ ...getValues(), ...inicial.valores }, { keepDefaultValues: true })
  }, [inicial, getValues, reset])

  useEffect(() => {
    if (!ativo || concluido) return
    const t = setTimeout(() => gravarRascunho(window.localStorage, formulario, catalogo, valores), ESPERA_MS)
    return () => clearTimeout(t)
  }, [ativo, concluido, formulario, catalogo, valores])

  useEffect(() => {
    if (concluido) apagarRascunho(window.localStorage, formulario)
  }, [concluido, formulario])

  function mudar(marcado: boolean) {
    setAtivo(marcado)
    setAviso('')
    if (!marcado) apagarRascunho(window.localStorage, formulario)
  }

  function descartar() {
    apagarRascunho(window.localStorage, formulario)
    setAtivo(false)
    reset()
    setAviso(DESCARTADO)
  }

  const id = idDe('rascunho')
  return (
    <div className="flex flex-col gap-2 rounded border border-tinta-suave p-3">
      <label className="flex min-h-11 items-center gap-2 font-semibold">
        <input id={id} type="checkbox" checked={ativo} onChange={(e) => mudar(e.target.checked)} aria-describedby={`${id}-dica`} className="h-5 w-5 shrink-0 accent-marca-700" />
        {ROTULO_RASCUNHO}
      </label>
      <p id={`${id}-dica`} className="text-sm text-tinta-suave">
        {DICA_RASCUNHO}
      </p>
      <p role="status" className="font-semibold text-marca-800 empty:hidden">
        {aviso}
      </p>
      {ativo && (
        <div>
          <button type="button" onClick={descartar} className={classesBotao('secundario')}>
            Descartar rascunho
          </button>
        </div>
      )}
    </div>
  )
}
