'use client'

import { Controller } from 'react-hook-form'

import { Captcha } from '@/components/form/Captcha.client'
import { useContextoFormulario } from '@/components/form/contexto.client'

import type { PropsWidget } from './tipos'

/**
 * The captcha as a field: its value is the solution (null until solved, and again
 * when it expires or the server refuses it), so the schema says when it is
 * missing and the summary links to it like any field.
 */
export function CampoCaptcha({ definicao: d, aria, erro }: PropsWidget) {
  const { reinicioCaptcha } = useContextoFormulario()
  return <Controller name={d.nome} render={({ field }) => <Captcha id={aria.id} erro={erro} reinicio={reinicioCaptcha} aoMudar={(v) => field.onChange(v)} />} />
}
