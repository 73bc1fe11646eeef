import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http'

import { CACHE_DA_RETAGUARDA, pedidoDaEquipe } from '../../cabecalhos'
import { versaoDoConteudo } from '../../../plataforma/cache/versao-conteudo'
import type { EntradaCache } from '../cache-paginas'
import { capturar, type Manipulador } from '../captura'
import { novoNonce, separarPorNonce } from '../nonce'

// Per-response or transport headers: never stored with a cached page, recomputed on each send.
// (An HTML page's CSP is replaced on each send too; other responses keep their own, e.g. the
// sandboxing policy of uploaded files.)
const NAO_GUARDAR = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'date', 'connection', 'keep-alive'])

/** How a request reaches Next: rendered into memory (pages, legacy calls) or streamed through. */
export type Tipo = 'estatico' | 'admin' | 'api' | 'pagina'

export interface OpcoesRender {
  /** Next's request handler. */
  manipulador: Manipulador
  politicaDasPaginas: (nonce: string) => string
  politicaDoBackOffice: (nonce: string) => string
}

/** Stage 5, render: Next's answer captured with a nonce (pages), or streamed as it comes (the rest). */
export function criarRender(opcoes: OpcoesRender) {
  const { manipulador } = opcoes

  /**
   * Renders `req` through Next into memory, with `nonce` in the request's policy so Next puts it on its scripts.
   * Next writes into a response of its own, not tied to the visitor's connection: Next stops a render when
   * its response closes, and a kept page's render is shared by everyone who asks for it meanwhile, so a
   * visitor who leaves (a phone that navigates away) must not leave the others waiting for it forever.
   */
  async function renderizar(req: IncomingMessage, nonce = novoNonce()): Promise<EntradaCache> {
    req.headers['content-security-policy'] = opcoes.politicaDasPaginas(nonce)
    // Uncompressed from Next: the nonce is swapped in the plain bytes, gzip is ours (gzip-segmentado.ts).
    delete req.headers['accept-encoding']
    const versao = versaoDoConteudo()
    const r = await capturar(manipulador, req, new http.ServerResponse(req))
    const cabecalhos: OutgoingHttpHeaders = {}
    for (const [nome, v] of Object.entries(r.cabecalhos)) if (!NAO_GUARDAR.has(nome) && v !== undefined) cabecalhos[nome] = v
    return { versao, status: r.status, cabecalhos, partes: separarPorNonce(r.corpo, nonce), tamanho: r.corpo.length }
  }

  /** Streams Next's response as it comes (static files, API, back-office, client navigations, forms). */
  async function passarAdiante(req: IncomingMessage, res: ServerResponse, tipo: Tipo): Promise<void> {
    if (tipo === 'admin' || tipo === 'pagina') {
      const nonce = novoNonce()
      const csp = tipo === 'admin' ? opcoes.politicaDoBackOffice(nonce) : opcoes.politicaDasPaginas(nonce)
      req.headers['content-security-policy'] = csp
      res.setHeader('Content-Security-Policy', csp)
    }
    // The back-office and the API's answers to staff show people's data (an answer's own header wins: Next sets it after).
    if (tipo === 'admin' || (tipo === 'api' && pedidoDaEquipe(req.headers))) res.setHeader('Cache-Control', CACHE_DA_RETAGUARDA)
    await manipulador(req, res)
  }

  return { renderizar, passarAdiante }
}

export type Render = ReturnType<typeof criarRender>
