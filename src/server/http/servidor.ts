import { randomBytes } from 'node:crypto'
import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http'

import type { Logger } from 'pino'

import { mascararDadosPessoais } from '../../domain/privacidade'
import { CABECALHO_CAMINHO, caminhoCanonico } from '../../domain/endereco-canonico'

import { contarAcesso } from '../acessos'
import { encerrando } from '../encerramento'
import { versaoDoConteudo } from '../cache/versao-conteudo'
import { CACHE_DA_RETAGUARDA, pedidoDaEquipe } from '../cabecalhos'
import { cabecalhosDeSeguranca, politicaDeSeguranca, politicaDoBackOffice } from '../csp'
import { metricas } from '../metricas/registro'
import type { Prontidao } from '../saude'
import { CABECALHO_CLIENTE, enderecoReal } from '../limites/chave'
import { ehLimiteExcedido } from '../limites/limitador'
import type { Regra } from '../limites/regras'
import { mensagemLimiteExcedido } from '../limites/resposta'
import { CachePaginas, partesGzip, type EntradaCache } from './cache-paginas'
import { capturar, type Manipulador } from './captura'
import { corpoNaPorta, LIMITE_CORPO_EQUIPE, LIMITE_CORPO_PAGINA, LIMITE_CORPO_PUBLICO } from './corpo'
import { LIMITES_DE_CONEXAO } from './conexoes'
import { recusaDaConsultaRest, recusaDoEndereco } from './porta'
import { gzipComSeparador } from './gzip-segmentado'
import { CABECALHOS_SIGILOSOS, caminhoSigiloso } from './sigilo'
import { grupoDaRota, metodoDoPedido, type GrupoDaRota } from './grupo-da-rota'
import { novoNonce, pedacosComNonce, separarPorNonce } from './nonce'
import { atenderOperacao, idDoPedido } from './operacao'
import { documentoDeErro, documentoDeLimite, documentoDeRecusa } from './pagina-de-erro'

export interface OpcoesAtendimento {
  /** Next's request handler. */
  manipulador: Manipulador
  /** Whether the database answers (decides between 500 and 503). */
  saudeDoBanco: () => Promise<boolean>
  https: boolean
  /** reCAPTCHA v2 is the forms' captcha (its keys are set): the pages' policy allows its frames. */
  recaptcha?: boolean
  log: Logger
  cache?: CachePaginas
  /** Whether this instance may take traffic (/readyz); not ready when absent. */
  prontidao?: () => Promise<Prontidao>
  /** METRICS_TOKEN (see operacao.ts). */
  tokenMetricas?: string
  /** Reverse proxies in front whose X-Forwarded-For is trusted (TRUSTED_PROXY_HOPS); 0 by default. */
  saltosDeProxy?: number
  /** The app's table of address-specific rules (see PoliticasDaBorda); none by default. */
  politicas?: PoliticasDaBorda
  /** Counts a request under an abuse limit (server/limites), throwing when it is over; without it, nothing is limited. */
  contarLimite?: (regra: Regra, enderecoDoCliente: string) => Promise<void>
  /** The largest body of a public call, of a staff one, and of a page or back-office route (corpo.ts); the defaults there. */
  limitesDeCorpo?: { publico: number; equipe: number; pagina?: number }
  /** How long a public body and a staff one may take to arrive (conexoes.ts: BODY_TIMEOUT_S, STAFF_BODY_TIMEOUT_S). */
  prazosDeCorpo?: { publicoMs: number; equipeMs: number }
}

/**
 * What the edge does differently for a few addresses. The app hands the table in (src/app/politicas-da-borda.ts,
 * beside the routes it is about): the edge knows no page of the site.
 */
export interface PoliticasDaBorda {
  /** Pages whose content moves with every visit (the access counter): rendered each time, never kept. */
  semCache: readonly string[]
  /** Pages whose new render with a non-empty `parametro` counts under the abuse limit `regra` first (the search: a new query costs one). */
  limitadas: readonly { caminho: string; parametro: string; regra: Regra }[]
}

/** The internal route that renders the 404/500/503 pages inside the shell (src/app/(site)/erro-interno). */
export const ROTA_ERRO_INTERNO = '/erro-interno'
const CABECALHO_INTERNO = 'x-fomento-interno'

type Tipo = 'estatico' | 'admin' | 'api' | 'pagina'

/** How the server handles a group: uploaded files are API calls, legacy calls are rendered like pages. */
const TIPO: Record<Exclude<GrupoDaRota, 'saude' | 'metricas'>, Tipo> = {
  estatico: 'estatico',
  admin: 'admin',
  arquivo: 'api',
  api: 'api',
  contrato: 'pagina',
  pagina: 'pagina',
}

// Per-response or transport headers: never stored with a cached page, recomputed on each send.
// (An HTML page's CSP is replaced on each send too; other responses keep their own, e.g. the
// sandboxing policy of uploaded files.)
const NAO_GUARDAR = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'date', 'connection', 'keep-alive'])

const valor = (v: OutgoingHttpHeaders[string]): string => (Array.isArray(v) ? v.join(', ') : v === undefined ? '' : String(v))
const ehHtml = (c: OutgoingHttpHeaders) => /^text\/html/i.test(valor(c['content-type']))
const ehTexto = (c: OutgoingHttpHeaders) => /^(text\/|application\/(json|xml|javascript))/i.test(valor(c['content-type']))

/**
 * An answer that belongs to the request it was made for: a call that says no-store (a captcha
 * challenge; pages always say it, as this cache is what keeps them) or one that sets a cookie.
 */
function propriaDoPedido(e: EntradaCache): boolean {
  return Boolean(e.cabecalhos['set-cookie']) || (!ehHtml(e.cabecalhos) && /no-store/i.test(valor(e.cabecalhos['cache-control'])))
}

function comVary(vary: OutgoingHttpHeaders[string], extra: string): string {
  const atual = valor(vary)
  return atual.toLowerCase().includes(extra.toLowerCase()) ? atual : atual ? `${atual}, ${extra}` : extra
}

/**
 * Serves every request of the site. Pages and legacy calls are rendered by Next
 * into memory, then sent with a fresh CSP nonce, gzip when accepted, the right
 * status, and the error page inside the shell in place of the framework's empty
 * error document. Anonymous GETs are kept per content version and served again
 * without rendering until published content changes (decision 0005).
 */
export function criarAtendimento(opcoes: OpcoesAtendimento) {
  const { manipulador, log } = opcoes
  const saltosDeProxy = opcoes.saltosDeProxy ?? 0
  const cache = opcoes.cache ?? new CachePaginas({ maxEntradas: 2000, maxBytes: 128 * 1024 * 1024 })
  const segredoInterno = randomBytes(24).toString('base64url')
  const seguranca = cabecalhosDeSeguranca({ https: opcoes.https })
  const politicaDasPaginas = (nonce: string) => politicaDeSeguranca(nonce, { recaptcha: opcoes.recaptcha })
  // What the client asked, kept before the render changes req (HEAD rendered as GET, no gzip from Next).
  const pedido = new WeakMap<IncomingMessage, { head: boolean; gzip: boolean }>()

  /**
   * Renders `req` through Next into memory, with `nonce` in the request's policy so Next puts it on its scripts.
   * Next writes into a response of its own, not tied to the visitor's connection: Next stops a render when
   * its response closes, and a kept page's render is shared by everyone who asks for it meanwhile, so a
   * visitor who leaves (a phone that navigates away) must not leave the others waiting for it forever.
   */
  async function renderizar(req: IncomingMessage, nonce: string): Promise<EntradaCache> {
    req.headers['content-security-policy'] = politicaDasPaginas(nonce)
    // Uncompressed from Next: the nonce is swapped in the plain bytes, gzip is ours (gzip-segmentado.ts).
    delete req.headers['accept-encoding']
    const versao = versaoDoConteudo()
    const r = await capturar(manipulador, req, new http.ServerResponse(req))
    const cabecalhos: OutgoingHttpHeaders = {}
    for (const [nome, valor] of Object.entries(r.cabecalhos)) if (!NAO_GUARDAR.has(nome) && valor !== undefined) cabecalhos[nome] = valor
    const partes = separarPorNonce(r.corpo, nonce)
    return { versao, status: r.status, cabecalhos, partes, tamanho: r.corpo.length }
  }

  /** A GET for `caminho` made inside the server (the error pages), never from outside. */
  function requisicaoInterna(original: IncomingMessage, caminho: string): IncomingMessage {
    const req = new http.IncomingMessage(original.socket)
    req.method = 'GET'
    req.url = caminho
    req.headers = { host: original.headers.host ?? 'localhost', 'user-agent': original.headers['user-agent'] ?? '', [CABECALHO_INTERNO]: segredoInterno }
    req.push(null)
    return req
  }

  /** The page inside the shell for `status` (404, 500, 503), or the plain fallback document. */
  async function paginaDeErro(original: IncomingMessage, status: number): Promise<EntradaCache> {
    // A 500/503 page offers to reload the address that failed ("Tentar Novamente").
    const de = status === 404 ? '' : `?de=${encodeURIComponent(original.url ?? '/')}`
    const caminho = `${ROTA_ERRO_INTERNO}/${status}`
    const gerar = async () => {
      const e = await renderizar(requisicaoInterna(original, caminho + de), novoNonce())
      if (e.status !== 200 || !ehHtml(e.cabecalhos)) throw new Error(`a página de erro respondeu ${e.status}`)
      return { ...e, status }
    }
    try {
      if (status !== 404) return await gerar()
      // The 404 page shows only published content: kept like any page.
      const guardada = cache.obter(caminho, versaoDoConteudo())
      if (guardada) return guardada
      const e = await cache.renderizarUmaVez(`${versaoDoConteudo()}:${caminho}`, gerar)
      if (e && e.versao === versaoDoConteudo()) cache.guardar(caminho, e)
      return e!
    } catch (erro) {
      log.error({ err: erro, status }, 'página de erro não pôde ser montada; enviando o documento simples')
      const corpo = Buffer.from(documentoDeErro(status))
      return { versao: 0, status, cabecalhos: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }, partes: [corpo], tamanho: corpo.length }
    }
  }

  /** Replaces Next's empty error document by our page; decides 503 when the database is down. */
  async function corrigirErro(req: IncomingMessage, e: EntradaCache): Promise<EntradaCache> {
    if (!ehHtml(e.cabecalhos) || (e.status !== 404 && e.status < 500)) return e
    const status = e.status === 404 ? 404 : (await opcoes.saudeDoBanco()) ? 500 : 503
    if (status !== 404) log.error({ status, caminho: new URL(req.url ?? '/', 'http://x').pathname }, 'erro ao montar a página')
    return paginaDeErro(req, status)
  }

  function enviar(req: IncomingMessage, res: ServerResponse, e: EntradaCache): void {
    const nonce = novoNonce()
    const cabecalhos: OutgoingHttpHeaders = { ...e.cabecalhos }
    if (ehHtml(e.cabecalhos)) cabecalhos['content-security-policy'] = politicaDasPaginas(nonce)
    if (e.status >= 500) cabecalhos['cache-control'] = 'no-store'
    if (e.status === 503) cabecalhos['retry-after'] = '30'
    let pedacos: readonly Buffer[]
    const original = pedido.get(req)
    if (ehTexto(e.cabecalhos) && e.tamanho > 1024 && original?.gzip) {
      pedacos = [gzipComSeparador(partesGzip(e), nonce)]
      cabecalhos['content-encoding'] = 'gzip'
    } else {
      pedacos = pedacosComNonce(e.partes, nonce)
    }
    if (ehTexto(e.cabecalhos)) cabecalhos.vary = comVary(cabecalhos.vary, 'Accept-Encoding')
    cabecalhos['content-length'] = pedacos.reduce((soma, p) => soma + p.length, 0)
    res.writeHead(e.status, cabecalhos)
    if (original?.head) return void res.end()
    // The pieces as they are kept (no copy of the page), in one write to the socket.
    res.cork()
    for (const p of pedacos) res.write(p)
    res.end()
  }

  const semCache = new Set(opcoes.politicas?.semCache ?? [])
  const limitadas = new Map((opcoes.politicas?.limitadas ?? []).map((l) => [l.caminho, l]))

  /** A limited page (a search) over its client's limit is answered 429 here (true), before any query runs. */
  async function recusadaPeloLimite(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    const limitada = limitadas.get(url.pathname)
    if (!opcoes.contarLimite || !limitada || !url.searchParams.get(limitada.parametro)?.trim()) return false
    try {
      await opcoes.contarLimite(limitada.regra, String(req.headers[CABECALHO_CLIENTE]))
      return false
    } catch (e) {
      if (!ehLimiteExcedido(e)) throw e
      const mensagem = mensagemLimiteExcedido(e.segundosParaEsperar)
      res.writeHead(429, { 'content-type': 'text/html; charset=utf-8', 'retry-after': String(e.segundosParaEsperar), 'cache-control': 'no-store' })
      res.end(documentoDeLimite(mensagem))
      return true
    }
  }

  async function pagina(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const interno = req.headers[CABECALHO_INTERNO] === segredoInterno
    if (url.pathname.startsWith(ROTA_ERRO_INTERNO) && !interno) return enviar(req, res, await paginaDeErro(req, 404))
    const cabecalho = (n: string) => req.headers[n]
    const capturavel = (req.method === 'GET' || req.method === 'HEAD') && !cabecalho('rsc') && !url.searchParams.has('_rsc') && !cabecalho('next-action')
    if (!capturavel) return (await recusadaPeloLimite(req, res, url)) ? undefined : passarAdiante(req, res, 'pagina')
    // HEAD renders as GET, so a cached entry always has its body.
    req.method = 'GET'
    const anonimo = !/(?:^|;\s*)payload-token=/.test(String(cabecalho('cookie') ?? ''))
    const chave = url.pathname + url.search
    if (anonimo) {
      const guardada = cache.obter(chave, versaoDoConteudo())
      metricas().cachePaginas.inc({ resultado: guardada ? 'acerto' : 'falta' })
      if (guardada) {
        if (guardada.status === 200 && ehHtml(guardada.cabecalhos)) contarAcesso(url.pathname)
        return enviar(req, res, guardada)
      }
    }
    // A search already answered comes from the cache for free; only a new one runs a query and counts.
    if (await recusadaPeloLimite(req, res, url)) return
    let renderizouEsta = false
    const gerar = async () => {
      renderizouEsta = true
      return corrigirErro(req, await renderizar(req, novoNonce()))
    }
    let e = anonimo ? await cache.renderizarUmaVez(`${versaoDoConteudo()}:${chave}`, gerar) : await gerar()
    if (!e) throw new Error('render sem resposta')
    // An answer made for one request (propriaDoPedido) is not kept, and not shared either: a
    // request that waited on another's render renders its own. Otherwise two
    // captcha widgets asking at the same moment got the same challenge, and the second form sent
    // got 'Captcha inválido!' (the solution is accepted once).
    if (!renderizouEsta && propriaDoPedido(e)) e = await gerar()
    const guardavel = !semCache.has(url.pathname) && anonimo && (e.status === 200 || e.status === 404) && ehTexto(e.cabecalhos) && !propriaDoPedido(e)
    // Stored only if nothing was published while it rendered (it may hold older content).
    if (guardavel && e.versao === versaoDoConteudo()) cache.guardar(chave, e)
    if (e.status === 200 && ehHtml(e.cabecalhos)) contarAcesso(url.pathname)
    enviar(req, res, e)
  }

  /** Streams Next's response as it comes (static files, API, back-office, client navigations, forms). */
  async function passarAdiante(req: IncomingMessage, res: ServerResponse, tipo: Tipo): Promise<void> {
    if (tipo === 'admin' || tipo === 'pagina') {
      const nonce = novoNonce()
      const csp = tipo === 'admin' ? politicaDoBackOffice(nonce) : politicaDasPaginas(nonce)
      req.headers['content-security-policy'] = csp
      res.setHeader('Content-Security-Policy', csp)
    }
    // The back-office and the API's answers to staff show people's data (an answer's own header wins: Next sets it after).
    if (tipo === 'admin' || (tipo === 'api' && pedidoDaEquipe(req.headers))) res.setHeader('Cache-Control', CACHE_DA_RETAGUARDA)
    await manipulador(req, res)
  }

  /**
   * One log line and the metrics of each request when its response ends (or its client leaves: 499).
   * The line has the method, the route group, the path with personal data masked, never the query
   * string (a lookup's CPF, a search's words), never the client's address.
   */
  function registrarAoTerminar(req: IncomingMessage, res: ServerResponse, id: string, grupo: GrupoDaRota, caminho: string): void {
    const inicio = process.hrtime.bigint()
    const metodo = metodoDoPedido(req.method)
    res.once('close', () => {
      const segundos = Number(process.hrtime.bigint() - inicio) / 1e9
      const status = res.writableFinished ? res.statusCode : 499
      const m = metricas()
      m.pedidos.inc({ grupo, metodo, status })
      m.duracao.observe({ grupo }, segundos)
      const linha = { pedido: id, metodo, grupo, caminho: mascararDadosPessoais(caminho.slice(0, 200)), status, ms: Math.round(segundos * 10_000) / 10 }
      if (status >= 500) log.warn(linha, 'pedido atendido')
      else log.info(linha, 'pedido atendido')
    })
  }

  const operacao = { prontidao: opcoes.prontidao ?? (() => Promise.resolve<Prontidao>({ pronta: false, motivo: 'iniciando' })), tokenMetricas: opcoes.tokenMetricas }

  const limites = opcoes.limitesDeCorpo ?? { publico: LIMITE_CORPO_PUBLICO, equipe: LIMITE_CORPO_EQUIPE }
  const limiteDaPagina = limites.pagina ?? Math.min(limites.publico, LIMITE_CORPO_PAGINA)
  const prazos = opcoes.prazosDeCorpo ?? { publicoMs: LIMITES_DE_CONEXAO.corpoMs, equipeMs: LIMITES_DE_CONEXAO.corpoEquipeMs }

  /**
   * A request refused at the door: `status` with `mensagem`, as a page where a person reads it,
   * as `{message}` for calls; the connection closes (the rest of what the client sends is never read).
   */
  function recusar(res: ServerResponse, grupo: GrupoDaRota, status: number, mensagem: string): void {
    const cabecalhos = { 'cache-control': 'no-store', connection: 'close' }
    if (grupo === 'pagina' || grupo === 'admin' || grupo === 'estatico') {
      res.writeHead(status, { ...cabecalhos, 'content-type': 'text/html; charset=utf-8' }).end(documentoDeRecusa(status, mensagem))
    } else {
      res.writeHead(status, { ...cabecalhos, 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ message: mensagem }))
    }
  }

  /**
   * The request with its body read and checked at the door (corpo.ts), or null when it was refused
   * here: 413 past the group's limit, 400 for a broken multipart body, 408 for a body that takes
   * longer than its deadline.
   */
  async function comCorpoConferido(req: IncomingMessage, res: ServerResponse, grupo: GrupoDaRota): Promise<IncomingMessage | null> {
    const equipe = grupo === 'api' || grupo === 'arquivo'
    const limite = equipe ? limites.equipe : grupo === 'contrato' ? limites.publico : limiteDaPagina
    const r = await corpoNaPorta(req, limite, equipe || grupo === 'admin' ? prazos.equipeMs : prazos.publicoMs)
    if (r.tipo === 'ok') {
      if (r.req !== req) pedido.set(r.req, pedido.get(req)!)
      return r.req
    }
    recusar(res, grupo, r.status, r.mensagem)
    return null
  }

  return async function atender(original: IncomingMessage, res: ServerResponse): Promise<void> {
    let req = original
    const id = idDoPedido(req.headers['x-request-id'])
    res.setHeader('X-Request-Id', id)
    // Stopping: the client opens its next request elsewhere (this connection ends with the answer).
    if (encerrando()) res.setHeader('Connection', 'close')
    // The address the abuse limits key on (server/limites): the connection's, or the one the
    // operator's trusted proxies recorded; never a header the client wrote itself (Next keeps a
    // client's X-Forwarded-For as it came).
    req.headers[CABECALHO_CLIENTE] = enderecoReal(req.socket.remoteAddress, req.headers['x-forwarded-for'], saltosDeProxy)
    pedido.set(req, { head: req.method === 'HEAD', gzip: /\bgzip\b/i.test(String(req.headers['accept-encoding'] ?? '')) })
    for (const [nome, valor] of Object.entries(seguranca)) res.setHeader(nome, valor)
    let url: URL
    const recusa = recusaDoEndereco(req.url ?? '/')
    try {
      if (recusa) throw new Error(recusa)
      url = new URL(req.url ?? '/', 'http://localhost')
    } catch {
      // The group from the path as it came (JSON for a call, a page for a person); logged without the path.
      const grupoBruto = grupoDaRota((req.url ?? '/').split(/[?#]/)[0]!.slice(0, 200))
      registrarAoTerminar(req, res, id, grupoBruto, '')
      recusar(res, grupoBruto, 400, recusa ?? 'Endereço inválido.')
      return
    }
    const grupo = grupoDaRota(url.pathname)
    if (caminhoSigiloso(url.pathname)) for (const [nome, valor] of Object.entries(CABECALHOS_SIGILOSOS)) res.setHeader(nome, valor)
    registrarAoTerminar(req, res, id, grupo, url.pathname)
    // The page's canonical address for its metadata, always set here and never taken from the visitor:
    // a kept page must not carry an address someone else sent.
    req.headers[CABECALHO_CAMINHO] = caminhoCanonico(url.pathname, url.searchParams)
    try {
      if (grupo === 'saude' || grupo === 'metricas') return await atenderOperacao(req, res, url.pathname, operacao)
      const recusaDaApi = grupo === 'api' ? recusaDaConsultaRest(url.searchParams) : null
      if (recusaDaApi) return recusar(res, grupo, 400, recusaDaApi)
      const conferido = await comCorpoConferido(req, res, grupo)
      if (!conferido) return
      req = conferido
      const tipo = TIPO[grupo]
      // Payload's file route answers HEAD with 404, so a link checker (which asks with HEAD) took every
      // uploaded image for a broken link. A file's HEAD is its GET; Node leaves a HEAD response's body out.
      if (grupo === 'arquivo' && req.method === 'HEAD') req.method = 'GET'
      if (tipo === 'pagina') await pagina(req, res, url)
      else await passarAdiante(req, res, tipo)
    } catch (erro) {
      log.error({ err: erro, caminho: url.pathname }, 'erro inesperado ao atender o pedido')
      if (res.headersSent) {
        res.destroy()
        return
      }
      const status = (await opcoes.saudeDoBanco()) ? 500 : 503
      enviar(req, res, await paginaDeErro(req, status))
    }
  }
}
