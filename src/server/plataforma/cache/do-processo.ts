const PREFIXO = 'fomento-rs.'

/**
 * One value per process, shared by the HTTP server (plain Node) and the code
 * inside Next's server bundle, which load separate copies of every module: the
 * value lives on `globalThis` under a registered symbol both copies find.
 */
export function doProcesso<T>(nome: string, criar: () => T): { valor: T } {
  const chave = Symbol.for(`${PREFIXO}${nome}`)
  const g = globalThis as Record<symbol, { valor: T } | undefined>
  g[chave] ??= { valor: criar() }
  return g[chave]
}

/**
 * Forgets every value of this process, as a new process would start: for the integration tests,
 * which run one test file after another in one process (tests/int/isolamento.ts).
 */
export function esquecerValoresDoProcesso(): void {
  const g = globalThis as Record<symbol, unknown>
  for (const chave of Object.getOwnPropertySymbols(g)) {
    if (chave.description?.startsWith(PREFIXO)) delete g[chave]
  }
}
