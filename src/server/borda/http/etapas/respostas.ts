import type { OutgoingHttpHeaders } from 'node:http'

import type { EntradaCache } from '../cache-paginas'

/** A header's value as one string (arrays joined, absent as ''). */
export const valor = (v: OutgoingHttpHeaders[string]): string => (Array.isArray(v) ? v.join(', ') : v === undefined ? '' : String(v))
export const ehHtml = (c: OutgoingHttpHeaders) => /^text\/html/i.test(valor(c['content-type']))
export const ehTexto = (c: OutgoingHttpHeaders) => /^(text\/|application\/(json|xml|javascript))/i.test(valor(c['content-type']))

/** What the client asked, kept before the render changes req (HEAD rendered as GET, no gzip from Next). */
export interface PedidoOriginal {
  head: boolean
  gzip: boolean
}

/** An entry made here (not by Next): a plain HTML document with `status`, never kept. */
export function entradaSimples(status: number, html: string): EntradaCache {
  const corpo = Buffer.from(html)
  return { versao: 0, status, cabecalhos: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }, partes: [corpo], tamanho: corpo.length }
}
