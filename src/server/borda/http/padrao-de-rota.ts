/**
 * Route patterns as the app's folders spell them (`/fas/noticias/detalhe/load/[id]`): a `[name]`
 * segment stands for one non-empty path segment, anything else must match exactly. The app's policy
 * table names its routes this way, so a line there reads like the folder it is about.
 */
export function casarRotas(padroes: readonly string[]): (caminho: string) => boolean {
  const exatos = new Set(padroes.filter((p) => !p.includes('[')))
  const comParametros = padroes
    .filter((p) => p.includes('['))
    .map((p) => new RegExp(`^${p.split('/').map((s) => (/^\[[^\]/]+\]$/.test(s) ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}$`))
  return (caminho) => exatos.has(caminho) || comParametros.some((r) => r.test(caminho))
}
