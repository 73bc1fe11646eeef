'use client'

import type { Challenge } from 'altcha-lib'
import { useEffect, useId, useRef, useState } from 'react'

export const MENSAGEM_CAPTCHA_EXPIRADO = 'A verificação expirou. Marque de novo "Não sou um robô".'

type Estado = 'inicial' | 'verificando' | 'verificado' | 'expirado' | 'falhou'

interface Props {
  /** The solution to send (base64 of JSON {challenge, solution}), or null when there is none (cleared on expiry). */
  aoMudar: (valor: string | null) => void
  erro?: string
  /** Changing it clears the captcha (after the server refused the solution). */
  reinicio?: number
  /** The checkbox's id (the error summary links to it). */
  id?: string
}

/** The solver, loaded when the box is checked (while the challenge is fetched), not with the page (decision 0016). */
async function solucionador() {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([import('altcha-lib'), import('altcha-lib/algorithms/web/pbkdf2')])
  return { solveChallenge, deriveKey }
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
  const [estado, setEstado] = useState<Estado>('inicial')
  const expira = useRef<number | undefined>(undefined)
  const cancelar = useRef<AbortController | null>(null)
  // The callback changes on every render of the form; the timers need the latest.
  const avisar = useRef(aoMudar)
  useEffect(() => {
    avisar.current = aoMudar
  })

  useEffect(() => {
    return () => {
      window.clearTimeout(expira.current)
      cancelar.current?.abort()
    }
  }, [])

  const [reinicioVisto, setReinicioVisto] = useState(reinicio)
  if (reinicio !== reinicioVisto) {
    // The server refused it: back to unchecked (state adjusted while rendering, not in an effect).
    setReinicioVisto(reinicio)
    setEstado('inicial')
  }

  async function verificar() {
    setEstado('verificando')
    avisar.current(null)
    const controle = new AbortController()
    cancelar.current = controle
    try {
      const carga = solucionador()
      // Awaited below; a failure before that (the challenge's fetch) must not leave it unhandled.
      carga.catch(() => undefined)
      const r = await fetch('/captcha/desafio', { signal: controle.signal, cache: 'no-store' })
      if (!r.ok) throw new Error(`HTTP ${r.status}`)
      const challenge = (await r.json()) as Challenge
      const { solveChallenge, deriveKey } = await carga
      const solution = await solveChallenge({ challenge, deriveKey, controller: controle, timeout: 60_000 })
      if (!solution) throw new Error('sem solução')
      avisar.current(btoa(JSON.stringify({ challenge, solution })))
      setEstado('verificado')
      const restante = (challenge.parameters.expiresAt ?? 0) * 1000 - Date.now()
      window.clearTimeout(expira.current)
      if (restante > 0) {
        expira.current = window.setTimeout(() => {
          avisar.current(null)
          setEstado('expirado')
        }, restante)
      }
    } catch {
      if (!controle.signal.aborted) setEstado('falhou')
    }
  }

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
            else {
              setEstado('inicial')
              avisar.current(null)
            }
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
      {mensagemErro && (
        <p id={`${id}-erro`} className="mt-1 text-sm font-semibold text-erro-700">
          <span className="sr-only">Erro: </span>
          {mensagemErro}
        </p>
      )}
    </div>
  )
}
