/**
 * The registration forms' reference lists change rarely (a package upgrade, a staff edit in
 * Cadastros): the browser keeps them an hour, and the site's page cache keeps them until published
 * content changes (decision 0005; the reference collections invalidate it like other content).
 */
export const CACHE_REFERENCIA = 'public, max-age=3600'

/** A reference list answered as JSON, cacheable by the browser. */
export function respostaDeReferencia(dados: unknown): Response {
  return Response.json(dados, { headers: { 'Cache-Control': CACHE_REFERENCIA } })
}
