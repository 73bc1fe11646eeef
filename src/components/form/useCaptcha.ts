'use client'

import type { Challenge } from 'altcha-lib'
import { useEffect, useRef, useState } from 'react'

export type EstadoCaptcha = 'inicial' | 'verificando' | 'verificado' | 'expirado' | 'falhou'

/** The solver, loaded when the box is checked (while the challenge is fetched), not with the page (decision 0016). */
async function solucionador() {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([import('altcha-lib'), import('altcha-lib/algorithms/web/pbkdf2')])
  return { solveChallenge, deriveKey }
}

/** Fetches a signed challenge and solves it; the answer to send and the challenge's expiry (epoch ms, 0 when none). */
async function resolverDesafio(controle: AbortController): Promise<{ valor: string; expiraEm: number }> {
  const carga = solucionador()
  // Awaited below; a failure before that (the challenge's fetch) must not leave it unhandled.
  carga.catch(() => undefined)
  const r = await fetch('/captcha/desafio', { signal: controle.signal, cache: 'no-store' })
  if (!r.ok) throw new Error(`HTTP ${r.status}`)
  const challenge = (await r.json()) as Challenge
  const { solveChallenge, deriveKey } = await carga
  const solution = await solveChallenge({ challenge, deriveKey, controller: controle, timeout: 60_000 })
  if (!solution) throw new Error('sem solução')
  return { valor: btoa(JSON.stringify({ challenge, solution })), expiraEm: (challenge.parameters.expiresAt ?? 0) * 1000 }
}

/**
 * The captcha's states: checking solves a challenge (the answer goes to `aoMudar`), its expiry clears
 * the answer, unchecking or a new `reinicio` (the server refused it) goes back to the start.
 */
export function useCaptcha(aoMudar: (valor: string | null) => void, reinicio: number) {
  const [estado, setEstado] = useState<EstadoCaptcha>('inicial')
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
      const { valor, expiraEm } = await resolverDesafio(controle)
      avisar.current(valor)
      setEstado('verificado')
      const restante = expiraEm - Date.now()
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

  function desmarcar() {
    setEstado('inicial')
    avisar.current(null)
  }
  return { estado, verificar, desmarcar }
}
