import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { partesGzip, type EntradaCache, type FormaDeEnvio } from '../cache-paginas'
import { gzipComSeparador } from '../gzip-segmentado'
import { novoNonce, pedacosComNonce, TAMANHO_DO_NONCE } from '../nonce'
import { ehHtml, ehTexto, valor, type PedidoOriginal } from './respostas'

function comVary(vary: OutgoingHttpHeaders[string], extra: string): string {
  const atual = valor(vary)
  return atual.toLowerCase().includes(extra.toLowerCase()) ? atual : atual ? `${atual}, ${extra}` : extra
}

function cabecalhosDoEnvio(e: EntradaCache, html: boolean, texto: boolean, gzip: boolean): OutgoingHttpHeaders {
  const cabecalhos: OutgoingHttpHeaders = { ...e.cabecalhos }
  if (html) cabecalhos['content-security-policy'] = ''
  if (e.status >= 500) cabecalhos['cache-control'] = 'no-store'
  if (e.status === 503) cabecalhos['retry-after'] = '30'
  if (gzip) cabecalhos['content-encoding'] = 'gzip'
  if (texto) cabecalhos.vary = comVary(cabecalhos.vary, 'Accept-Encoding')
  // The plain body: the parts with a nonce in each gap.
  cabecalhos['content-length'] = e.partes.reduce((soma, p) => soma + p.length, 0) + (e.partes.length - 1) * TAMANHO_DO_NONCE
  return cabecalhos
}

/**
 * What every send of `e` shares, worked out on its first send and kept with it (a kept answer is sent
 * thousands of times): its headers in the order they always went out (the entry's, the policy, no-store
 * and Retry-After on a 5xx, Content-Encoding, Vary, Content-Length), per-response values left to fill in.
 */
export function formaDeEnvio(e: EntradaCache): FormaDeEnvio {
  if (e.envio) return e.envio
  const html = ehHtml(e.cabecalhos)
  const texto = ehTexto(e.cabecalhos)
  e.envio = {
    html,
    comNonce: html || e.partes.length > 1,
    comprimivel: texto && e.tamanho > 1024,
    plano: cabecalhosDoEnvio(e, html, texto, false),
    gzip: cabecalhosDoEnvio(e, html, texto, true),
  }
  return e.envio
}

/**
 * Stage 7, send: a rendered (or kept) answer goes out with a fresh nonce in its body and in the
 * page's policy, gzip when the client accepts it and the body is worth it, no-store and Retry-After
 * on a 5xx, and its Content-Length; a HEAD gets the headers only.
 */
export function criarEnvio(politicaDasPaginas: (nonce: string) => string) {
  return function enviar(res: ServerResponse, e: EntradaCache, original: PedidoOriginal): void {
    const forma = formaDeEnvio(e)
    const gzip = forma.comprimivel && original.gzip
    // A legacy call's JSON (no nonce, not gzipped): the same bytes and headers for everyone, nothing worked out per response.
    if (!gzip && !forma.comNonce) return escrever(res, e.status, forma.plano, e.partes, original.head)
    const nonce = forma.comNonce ? novoNonce() : ''
    const cabecalhos: OutgoingHttpHeaders = { ...(gzip ? forma.gzip : forma.plano) }
    if (forma.html) cabecalhos['content-security-policy'] = politicaDasPaginas(nonce)
    const pedacos = gzip ? [gzipComSeparador(partesGzip(e), nonce)] : pedacosComNonce(e.partes, nonce)
    if (gzip) cabecalhos['content-length'] = pedacos[0]!.length
    escrever(res, e.status, cabecalhos, pedacos, original.head)
  }
}

function escrever(res: ServerResponse, status: number, cabecalhos: OutgoingHttpHeaders, pedacos: readonly Buffer[], head: boolean): void {
  res.writeHead(status, cabecalhos)
  if (head) return void res.end()
  // The pieces as they are kept (no copy of the page), in one write to the socket.
  res.cork()
  for (const p of pedacos) res.write(p)
  res.end()
}
