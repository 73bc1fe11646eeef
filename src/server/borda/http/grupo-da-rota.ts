/**
 * The route group of a request, for metrics and request logs: a handful of fixed names, never the
 * path itself, so a crawler asking for endless addresses cannot grow the metrics without bound and
 * no identifier in a path reaches a label.
 */
export type GrupoDaRota = 'saude' | 'metricas' | 'estatico' | 'admin' | 'arquivo' | 'api' | 'contrato' | 'pagina'

/** The legacy calls of the spec's section 7, served at their original paths (src/app/(contract)). */
const CONTRATO = ['/fas/', '/fas-ckfinder/', '/fas-service/', '/site-api/', '/captcha/', '/localidades/', '/banner/', '/dados-abertos/', '/transparencia/download']

/** An uploaded file through Payload's route (`/api/imagens/file/banner.svg`). */
export const ARQUIVO_ENVIADO = /^\/api\/[^/]+\/file\//

/** The group of the path `caminho` (no query string). */
export function grupoDaRota(caminho: string): GrupoDaRota {
  if (caminho === '/healthz' || caminho === '/readyz') return 'saude'
  if (caminho === '/metrics') return 'metricas'
  if (caminho.startsWith('/_next/') || caminho.startsWith('/img/') || caminho === '/favicon.svg') return 'estatico'
  if (caminho === '/admin' || caminho.startsWith('/admin/')) return 'admin'
  if (ARQUIVO_ENVIADO.test(caminho)) return 'arquivo'
  if (caminho === '/api' || caminho.startsWith('/api/')) return 'api'
  if (CONTRATO.some((p) => caminho.startsWith(p))) return 'contrato'
  return 'pagina'
}

const METODOS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/** The method as a label: the usual ones by name, anything else (a scanner's verbs) as OUTRO. */
export function metodoDoPedido(metodo: string | undefined): string {
  const m = (metodo ?? '').toUpperCase()
  return METODOS.has(m) ? m : 'OUTRO'
}
