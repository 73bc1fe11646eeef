'use client'

import { useSyncExternalStore } from 'react'
import { Controller } from 'react-hook-form'

import { Captcha } from '@/components/form/Captcha.client'
import { CaptchaRecaptcha } from '@/components/form/CaptchaRecaptcha.client'
import { useContextoFormulario } from '@/components/form/contexto.client'
import { chaveDoSiteRecaptcha } from '@/components/form/recaptcha'

import type { PropsWidget } from './tipos'

/**
 * The captcha as a field: its value is the solution (null until solved, and again
 * when it expires or the server refuses it), so the schema says when it is
 * missing and the summary links to it like any field. ALTCHA by default; Google's
 * reCAPTCHA v2 when the page carries its site key (the server then verifies its tokens).
 */
const semAssinatura = () => () => {}

export function CampoCaptcha({ definicao: d, aria, erro }: PropsWidget) {
  const { reinicioCaptcha } = useContextoFormulario()
  // The page's configuration does not change while it is open: no subscription needed.
  const chave = useSyncExternalStore(semAssinatura, chaveDoSiteRecaptcha, () => null)
  return (
    <Controller
      name={d.nome}
      render={({ field }) =>
        chave ? (
          <CaptchaRecaptcha chave={chave} id={aria.id} erro={erro} reinicio={reinicioCaptcha} aoMudar={(v) => field.onChange(v)} />
        ) : (
          <Captcha id={aria.id} erro={erro} reinicio={reinicioCaptcha} aoMudar={(v) => field.onChange(v)} />
        )
      }
    />
  )
}
