/**
 * The canonical address of a page (rel=canonical, og:url): its path, keeping only the query parameters
 * that make another page of content (a list's page number), so shared links with tracking or filters
 * count as the page itself for search engines.
 */

/** Request header through which the HTTP server tells the render the page's canonical path. */
export const CABECALHO_CAMINHO = 'x-fomento-caminho'

/** Parameters that select different content, not a view of the same one. */
const PARAMETROS_DE_CONTEUDO = ['pagina'] as const

/** `/noticias?pagina=2&utm_source=x` → `/noticias?pagina=2`; `/` → `/home` (the root only redirects there). */
export function caminhoCanonico(caminho: string, parametros: URLSearchParams): string {
  const base = caminho === '/' ? '/home' : caminho.length > 1 ? caminho.replace(/\/+$/, '') : caminho
  const mantidos = new URLSearchParams()
  for (const nome of PARAMETROS_DE_CONTEUDO) {
    const v = parametros.get(nome)
    // The first page is the list itself.
    if (v && v !== '1') mantidos.set(nome, v)
  }
  const consulta = mantidos.toString()
  return consulta ? `${base}?${consulta}` : base
}
