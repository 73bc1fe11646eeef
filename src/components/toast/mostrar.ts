import { createElement } from 'react'
import { toast } from 'sonner'
import { CartaoToast } from './CartaoToast.client'
import type { Severidade } from './severidades'
import { agendar, cancelar } from './temporizadores'

/** Spec 1 §9: toasts close after 5000 ms. */
export const DURACAO_PADRAO_MS = 5000

export interface OpcoesNotificacao {
  titulo?: string
  /** How long the toast stays (paused time not counted); Infinity keeps it until closed by hand. */
  duracaoMs?: number
}

/** Puts the toast `id` in the site's <Toaster/> (sonner, its card, its timer): the part of notificar() loaded on demand. */
export function mostrar(id: string, severidade: Severidade, mensagem: string, opcoes: OpcoesNotificacao): void {
  toast.custom((idToast) => createElement(CartaoToast, { id: idToast, severidade, mensagem, titulo: opcoes.titulo }), {
    id,
    // Sonner's timer stays off; temporizadores.ts also pauses when the window loses focus.
    duration: Infinity,
    // Fires on the close button, a click, a swipe and our own timeout alike.
    onDismiss: (t) => cancelar(t.id),
    // Sonner leaves custom toasts unsized; take the toaster's width (it sets its own on phones).
    className: 'w-full',
    testId: `toast-${severidade}`,
  })
  agendar(id, opcoes.duracaoMs ?? DURACAO_PADRAO_MS, () => toast.dismiss(id))
}
