import { createElement } from 'react'
import { toast } from 'sonner'
import { CartaoToast } from './CartaoToast.client'
import type { Severidade } from './severidades'
import { agendar, cancelar } from './temporizadores'

export type { Severidade } from './severidades'

/** Spec 1 §9: toasts close after 5000 ms. */
export const DURACAO_PADRAO_MS = 5000

export interface OpcoesNotificacao {
  titulo?: string
  /** How long the toast stays (paused time not counted); Infinity keeps it until closed by hand. */
  duracaoMs?: number
}

/**
 * Shows a toast in the site's <Toaster/> (browser only: call it from client components or event
 * handlers). Returns its id, which `toast.dismiss(id)` from sonner accepts.
 */
export function notificar(severidade: Severidade, mensagem: string, opcoes: OpcoesNotificacao = {}): string | number {
  const id = toast.custom((idToast) => createElement(CartaoToast, { id: idToast, severidade, mensagem, titulo: opcoes.titulo }), {
    // Sonner's timer stays off; temporizadores.ts also pauses when the window loses focus.
    duration: Infinity,
    // Fires on the close button, a click, a swipe and our own timeout alike.
    onDismiss: (t) => cancelar(t.id),
    // Sonner leaves custom toasts unsized; take the toaster's width (it sets its own on phones).
    className: 'w-full',
    testId: `toast-${severidade}`,
  })
  agendar(id, opcoes.duracaoMs ?? DURACAO_PADRAO_MS, () => toast.dismiss(id))
  return id
}
