'use client'

import { useMemo, useState } from 'react'
import type { FieldValues } from 'react-hook-form'

import { useAvisos } from '@/components/toast/useAvisos.client'
import { catalogoDe, SUCESSO_DO_ENVIO, type DefinicaoDeSubmissao } from '@/domain/submissao/definicao'

import { CamposDoCatalogo } from './CampoDoCatalogo.client'
import { ConfirmacaoComNumero } from './ConfirmacaoComNumero.client'
import type { EsquemaDoFormulario } from './esquema-sob-demanda.client'
import { Formulario, useRecomeco, type ResultadoEnvio } from './Formulario.client'
import { WIDGETS_EXTRAS } from './widgets/extras'

/** Spec 3 §8: a non-OK answer without a message of its own. */
const FALHA = 'Erro ao enviar formulário. Por favor, tente novamente.'

interface PropsFormularioComNumero<T extends FieldValues> {
  id: string
  /** The submission kind: the catalogue derives from it, and so the empty values. */
  definicao: Pick<DefinicaoDeSubmissao, 'campos'>
  esquema: EsquemaDoFormulario<T>
  /** The box that stays on screen with the number (ConfirmacaoComNumero, without `numero`). */
  confirmacao: { titulo: string; rotulo?: string; nota: string }
  desabilitarAteValido?: { dica: string }
  /** Sends the values; a success says the number the answer gave (null: none to show). */
  enviar: (valores: T, chave: string) => Promise<Exclude<ResultadoEnvio, { ok: true }> | { ok: true; numero: string | null }>
}

/**
 * A channel's form that gives the citizen a number to follow up (spec 3 §2, §5, §8; issue 32), in the
 * form kit. On success the toast says so, the form is remounted empty (no artificial 5-second wait:
 * docs/spec-notes.md), and the number stays on screen, with the link to follow it up, until another
 * is sent; the box takes focus. Failures are toasts.
 */
export function FormularioComNumero<T extends FieldValues>({ id, definicao, esquema, confirmacao, desabilitarAteValido, enviar }: PropsFormularioComNumero<T>) {
  const { versao, recomecar } = useRecomeco()
  const { avisar, areaDeAvisos } = useAvisos()
  const [numero, setNumero] = useState<string | null>(null)
  const catalogo = useMemo(() => catalogoDe(definicao), [definicao])

  return (
    <>
      {areaDeAvisos}
      {numero && <ConfirmacaoComNumero focar {...confirmacao} numero={numero} />}
      <Formulario<T>
        key={versao}
        id={id}
        catalogo={catalogo}
        widgets={WIDGETS_EXTRAS}
        esquema={esquema}
        rotuloEnviar="Enviar"
        desabilitarAteValido={desabilitarAteValido}
        mensagemFalha={FALHA}
        aoFalhar={(m) => avisar('error', m)}
        className="mt-4 grid gap-4 sm:grid-cols-2"
        enviar={async (valores, chave) => {
          const r = await enviar(valores, chave)
          if (!r.ok) return r
          avisar('success', SUCESSO_DO_ENVIO)
          setNumero(r.numero)
          recomecar()
          return { ok: true }
        }}
      >
        <CamposDoCatalogo />
      </Formulario>
    </>
  )
}
