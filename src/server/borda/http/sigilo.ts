/**
 * The whistleblower channel's pages and calls (docs/security/whistleblower.md):
 * nothing of them kept by the browser or a proxy, and no Referer sent from
 * them, so neither the history's cache nor a linked site learns that someone
 * opened the channel or read a report. The request log line already holds no
 * address and no user agent, for every route.
 */
const PREFIXOS = ['/atendimento-ao-cliente/denuncias', '/site-api/denuncias']

export const CABECALHOS_SIGILOSOS: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
}

/** Whether a path is the channel's (the prefix itself or below it, not a longer word). */
export function caminhoSigiloso(caminho: string): boolean {
  return PREFIXOS.some((p) => caminho === p || caminho.startsWith(`${p}/`))
}
