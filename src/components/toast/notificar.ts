import type { OpcoesNotificacao } from './mostrar'
import type { Severidade } from './severidades'

export type { OpcoesNotificacao } from './mostrar'
export type { Severidade } from './severidades'

let ultimo = 0

/**
 * Shows a toast in the site's <Toaster/> (browser only: call it from client components or event
 * handlers). Returns its id, which `toast.dismiss(id)` from sonner accepts. Sonner, the card and
 * its icons load at the first toast, not with the page (decision 0016): most visitors of a form
 * never see one. Toasts keep their order (one module, one promise); the Toaster shows those made
 * before it mounted.
 */
export function notificar(severidade: Severidade, mensagem: string, opcoes: OpcoesNotificacao = {}): string {
  const id = `aviso-${++ultimo}`
  import('./mostrar').then(
    (m) => m.mostrar(id, severidade, mensagem, opcoes),
    // The toast's code could not load (no network): nothing more to show it with.
    () => undefined,
  )
  return id
}
