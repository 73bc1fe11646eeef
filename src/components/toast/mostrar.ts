import { createElement } from 'react'
import { toast } from 'sonner'
import { CartaoToast } from './CartaoToast.client'
import { DURACAO_PADRAO_MS, type OpcoesNotificacao } from './notificar'
import type { Severidade } from './severidades'
import { agendar, cancelar } from './temporizadores'

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
