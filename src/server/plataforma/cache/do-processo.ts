/**
 * One value per process, shared by the HTTP server (plain Node) and the code
 * inside Next's server bundle, which load separate copies of every module: the
 * value lives on `globalThis` under a registered symbol both copies find.
 */
export function doProcesso<T>(nome: string, criar: () => T): { valor: T } {
  const chave = Symbol.for(`fomento-rs.${nome}`)
  const g = globalThis as Record<symbol, { valor: T } | undefined>
  g[chave] ??= { valor: criar() }
  return g[chave]
}
