'use client'

import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react'

import { notificar, type OpcoesNotificacao, type Severidade } from './notificar'

// Not in the page's first load: most visitors of a form never see a toast.
const Toaster = lazy(() => import('./Toaster.client').then((m) => ({ default: m.Toaster })))

export interface Avisos {
  /** Shows a toast (spec 1 §9), mounting the toast area on the first one. */
  avisar: (severidade: Severidade, mensagem: string, opcoes?: OpcoesNotificacao) => void
  /** The toast area, to render once in the form's tree (null until the first notice). */
  areaDeAvisos: ReactNode
}

/** The toasts of a form: the toast area's code loads at the first notice and then stays mounted. */
export function useAvisos(): Avisos {
  const [usado, setUsado] = useState(false)
  const avisar = useCallback((severidade: Severidade, mensagem: string, opcoes?: OpcoesNotificacao) => {
    setUsado(true)
    notificar(severidade, mensagem, opcoes)
  }, [])
  const areaDeAvisos = usado ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null
  return { avisar, areaDeAvisos }
}
