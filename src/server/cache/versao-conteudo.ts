/**
 * The published-content version of this process. Every change to public
 * content (a collection or global hook, a notification from another instance,
 * a write by another process to the SQLite file) bumps it; the page cache keeps
 * only what was rendered at the current version.
 *
 * The HTTP server (scripts/start.ts, plain Node) and the Payload hooks (inside
 * Next's server bundle) load separate copies of this module, so the state lives
 * on `globalThis` under a registered symbol that both copies find.
 */
interface Estado {
  versao: number
}

const CHAVE = Symbol.for('fomento-rs.versao-conteudo')

function estado(): Estado {
  const g = globalThis as typeof globalThis & { [CHAVE]?: Estado }
  g[CHAVE] ??= { versao: 1 }
  return g[CHAVE]
}

/** The current content version (a counter that only grows). */
export function versaoDoConteudo(): number {
  return estado().versao
}

/** Marks every cached page as stale: the next request renders from the database again. */
export function conteudoAlterado(): void {
  estado().versao++
}
