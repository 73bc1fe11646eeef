'use client'

import { useId } from 'react'

import { ErroDoCampo } from './TextosDoCampo'
import { useCaptcha } from './useCaptcha'

export const MENSAGEM_CAPTCHA_EXPIRADO = 'A verificação expirou. Marque de novo "Não sou um robô".'

interface Props {
  /** The solution to send (base64 of JSON {challenge, solution}), or null when there is none (cleared on expiry). */
  aoMudar: (valor: string | null) => void
  erro?: string
  /** Changing it clears the captcha (after the server refused the solution). */
  reinicio?: number
  /** The checkbox's id (the error summary links to it). */
  id?: string
}

/**
 * "Não sou um robô" with ALTCHA (ENGINEERING.md: self-hosted, no third party,
 * no cookie): checking the box fetches a signed challenge and the browser does a
 * small proof of work (PBKDF2 in Web Crypto); the server verifies it once. A
 * real checkbox, announced states, and on expiry the answer is cleared and an
 * error shown (spec 1 §4, §8).
 */
export function Captcha({ aoMudar, erro, reinicio = 0, id: idDado }: Props) {
  const idGerado = useId()
  const id = idDado ?? idGerado
  const { estado, verificar, desmarcar } = useCaptcha(aoMudar, reinicio)

  const marcado = estado === 'verificado' || estado === 'verificando'
  const mensagemErro = estado === 'expirado' ? MENSAGEM_CAPTCHA_EXPIRADO : estado === 'falhou' ? 'Não foi possível verificar. Tente de novo.' : erro
  return (
    <div>
      <div className={`flex items-center gap-3 rounded border p-3 ${mensagemErro ? 'border-erro-700' : 'border-tinta-suave'}`}>
        <input
          id={id}
          type="checkbox"
          checked={marcado}
          // aria-disabled, not disabled, while it works: a control that becomes disabled can lose the
          // focus to the page, and a keyboard or screen-reader user who pressed Space would lose their
          // place; a change meanwhile is ignored instead.
          aria-disabled={estado === 'verificando' || undefined}
          aria-invalid={mensagemErro ? true : undefined}
          aria-describedby={`${id}-estado${mensagemErro ? ` ${id}-erro` : ''}`}
          onChange={(e) => {
            if (estado === 'verificando') return
            if (e.target.checked) void verificar()
            else desmarcar()
          }}
          className="h-6 w-6 accent-marca-700"
        />
        <label htmlFor={id} className="font-semibold">
          Não sou um robô
        </label>
        <span id={`${id}-estado`} role="status" className="ml-auto text-sm text-tinta-suave">
          {estado === 'verificando' ? 'Verificando…' : estado === 'verificado' ? 'Verificado' : ''}
        </span>
      </div>
      <ErroDoCampo id={id} erro={mensagemErro} />
    </div>
  )
}
