/**
 * The published-content version of this process. Every change to public
 * content (a collection or global hook, a notification from another instance,
 * a write by another process to the SQLite file) bumps it; the page cache keeps
 * only what was rendered at the current version.
 * Read by the HTTP server, raised by the Payload hooks: one value per process (do-processo.ts).
 */
import { doProcesso } from './do-processo'

const estado = () => doProcesso('versao-conteudo', () => 1)

/** The current content version (a counter that only grows). */
export function versaoDoConteudo(): number {
  return estado().valor
}

/** Marks every cached page as stale: the next request renders from the database again. */
export function conteudoAlterado(): void {
  estado().valor++
}
