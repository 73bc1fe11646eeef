import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { partesGzip, type EntradaCache } from '../cache-paginas'
import { gzipComSeparador } from '../gzip-segmentado'
import { novoNonce, pedacosComNonce } from '../nonce'
import { ehHtml, ehTexto, valor, type PedidoOriginal } from './respostas'

function comVary(vary: OutgoingHttpHeaders[string], extra: string): string {
  const atual = valor(vary)
  return atual.toLowerCase().includes(extra.toLowerCase()) ? atual : atual ? `${atual}, ${extra}` : extra
}

/**
 * Stage 7, send: a rendered (or kept) answer goes out with a fresh nonce in its body and in the
 * page's policy, gzip when the client accepts it and the body is worth it, no-store and Retry-After
 * on a 5xx, and its Content-Length; a HEAD gets the headers only.
 */
export function criarEnvio(politicaDasPaginas: (nonce: string) => string) {
  return function enviar(res: ServerResponse, e: EntradaCache, original: PedidoOriginal): void {
    const nonce = novoNonce()
    const cabecalhos: OutgoingHttpHeaders = { ...e.cabecalhos }
    if (ehHtml(e.cabecalhos)) cabecalhos['content-security-policy'] = politicaDasPaginas(nonce)
    if (e.status >= 500) cabecalhos['cache-control'] = 'no-store'
    if (e.status === 503) cabecalhos['retry-after'] = '30'
    let pedacos: readonly Buffer[]
    if (ehTexto(e.cabecalhos) && e.tamanho > 1024 && original.gzip) {
      pedacos = [gzipComSeparador(partesGzip(e), nonce)]
      cabecalhos['content-encoding'] = 'gzip'
    } else {
      pedacos = pedacosComNonce(e.partes, nonce)
    }
    if (ehTexto(e.cabecalhos)) cabecalhos.vary = comVary(cabecalhos.vary, 'Accept-Encoding')
    cabecalhos['content-length'] = pedacos.reduce((soma, p) => soma + p.length, 0)
    res.writeHead(e.status, cabecalhos)
    if (original.head) return void res.end()
    // The pieces as they are kept (no copy of the page), in one write to the socket.
    res.cork()
    for (const p of pedacos) res.write(p)
    res.end()
  }
}
