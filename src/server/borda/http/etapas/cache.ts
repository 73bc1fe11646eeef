import type { IncomingMessage, ServerResponse } from 'node:http'

import { comSessaoDaEquipe } from '../../cabecalhos'
import { contarAcesso } from '../../../plataforma/acessos'
import { versaoDoConteudo } from '../../../plataforma/cache/versao-conteudo'
import { CABECALHO_CLIENTE } from '../../../adaptadores/limites/chave'
import { ehLimiteExcedido } from '../../../adaptadores/limites/limitador'
import type { Regra } from '../../../adaptadores/limites/regras'
import { mensagemLimiteExcedido } from '../../../adaptadores/limites/resposta'
import { metricas } from '../../../plataforma/metricas/registro'
import type { CachePaginas, EntradaCache } from '../cache-paginas'
import { casarRotas } from '../padrao-de-rota'
import { documentoDeLimite } from '../pagina-de-erro'
import type { GrupoDaRota } from '../grupo-da-rota'
import type { PaginasDeErro } from './paginas-de-erro'
import { ROTA_ERRO_INTERNO } from './paginas-de-erro'
import type { Render } from './renderizar'
import { ehHtml, ehTexto, valor, type PedidoOriginal } from './respostas'

/**
 * What the edge does differently for a few addresses. The app hands the table in (src/app/politicas-da-borda.ts,
 * beside the routes it is about): the edge knows no page of the site.
 */
export interface PoliticasDaBorda {
  /** Pages whose content moves with every visit (the access counter): rendered each time, never kept. */
  semCache: readonly string[]
  /** Pages whose new render with a non-empty `parametro` counts under the abuse limit `regra` first (the search: a new query costs one). */
  limitadas: readonly { caminho: string; parametro: string; regra: Regra }[]
  /**
   * The legacy calls (src/app/(contract)) whose anonymous GET is kept per content version, as their route
   * folders name them (`/fas/noticias/detalhe/load/[id]`): each answers only from published content. A call
   * not named here renders every time (its answer may move without a publish: a submission's status).
   */
  chamadasGuardadas: readonly string[]
}

/** The route groups this stage serves (grupo-da-rota.ts): pages, and the legacy calls rendered like them. */
export type GrupoDaPagina = Extract<GrupoDaRota, 'pagina' | 'contrato'>

export interface OpcoesEtapaCache {
  cache: CachePaginas
  politicas?: PoliticasDaBorda
  /** Counts a request under an abuse limit (server/adaptadores/limites), throwing when it is over; without it, nothing is limited. */
  contarLimite?: (regra: Regra, enderecoDoCliente: string) => Promise<void>
  render: Render
  erros: PaginasDeErro
  enviar: (res: ServerResponse, e: EntradaCache, original: PedidoOriginal) => void
}

/**
 * An answer that belongs to the request it was made for: a call that says no-store (a captcha
 * challenge; pages always say it, as this cache is what keeps them) or one that sets a cookie.
 */
export function propriaDoPedido(e: EntradaCache): boolean {
  return Boolean(e.cabecalhos['set-cookie']) || (!ehHtml(e.cabecalhos) && /no-store/i.test(valor(e.cabecalhos['cache-control'])))
}

/**
 * A request whose answer may depend on who asks is neither served from the cache nor stored in it: a staff
 * session cookie, or any Authorization header (a staff token, an API key; the edge does not tell them apart).
 */
const anonimo = (req: IncomingMessage) => req.headers.authorization === undefined && !comSessaoDaEquipe(req.headers.cookie)
const capturavel = (req: IncomingMessage, url: URL) =>
  (req.method === 'GET' || req.method === 'HEAD') && !req.headers.rsc && !url.searchParams.has('_rsc') && !req.headers['next-action']

/**
 * Stage 4, the page cache (decisions 0005, 0021): an anonymous GET of a page or of a legacy call the table
 * names is served from memory while the content version holds; a miss renders once for everyone asking
 * meanwhile and is kept when it may be (not per-request answers, not the table's `semCache` pages, of a
 * call only its 200). The table's limited pages
 * count a new render under their abuse limit (429 past it); a kept answer is free.
 */
export function criarEtapaDoCache(opcoes: OpcoesEtapaCache) {
  const { cache, render, erros, enviar } = opcoes
  const semCache = new Set(opcoes.politicas?.semCache ?? [])
  const chamadaGuardada = casarRotas(opcoes.politicas?.chamadasGuardadas ?? [])
  /** Whether an answer may be kept: a page unless the table says not (200 or its 404 page); a call only if the table names it, and only its 200. */
  const guardavelPelaRota = (grupo: GrupoDaPagina, caminho: string, status: number) =>
    grupo === 'contrato' ? status === 200 && chamadaGuardada(caminho) : (status === 200 || status === 404) && !semCache.has(caminho)
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
      res.writeHead(429, { 'content-type': 'text/html; charset=utf-8', 'retry-after': String(e.segundosParaEsperar), 'cache-control': 'no-store' })
      res.end(documentoDeLimite(mensagemLimiteExcedido(e.segundosParaEsperar)))
      return true
    }
  }

  /** A fresh render (the error page in place of Next's empty document), or the one another request started. */
  async function renderizarOuEsperar(req: IncomingMessage, chave: string, publico: boolean): Promise<EntradaCache> {
    let renderizouEsta = false
    const gerar = async () => {
      renderizouEsta = true
      return erros.corrigirErro(req, await render.renderizar(req))
    }
    const e = publico ? await cache.renderizarUmaVez(`${versaoDoConteudo()}:${chave}`, gerar) : await gerar()
    if (!e) throw new Error('render sem resposta')
    // An answer made for one request (propriaDoPedido) is not kept, and not shared either: a request that
    // waited on another's render renders its own. Otherwise two captcha widgets asking at the same moment
    // got the same challenge, and the second form sent got 'Captcha inválido!' (the solution is accepted once).
    return !renderizouEsta && propriaDoPedido(e) ? gerar() : e
  }

  /** A page or call that is not kept (the error route from outside, a client navigation, a form) or was not found kept. */
  async function foraDoCache(req: IncomingMessage, res: ServerResponse, url: URL, original: PedidoOriginal): Promise<void> {
    if (url.pathname.startsWith(ROTA_ERRO_INTERNO) && !erros.interno(req)) return enviar(res, await erros.paginaDeErro(req, 404), original)
    return (await recusadaPeloLimite(req, res, url)) ? undefined : render.passarAdiante(req, res, 'pagina')
  }

  /** A miss: rendered once for everyone asking meanwhile, kept when the route and the answer allow it. */
  async function renderizarEGuardar(req: IncomingMessage, res: ServerResponse, url: URL, original: PedidoOriginal, grupo: GrupoDaPagina, publico: boolean): Promise<void> {
    // A search already answered comes from the cache for free; only a new one runs a query and counts.
    if (await recusadaPeloLimite(req, res, url)) return
    const chave = url.pathname + url.search
    const e = await renderizarOuEsperar(req, chave, publico)
    const guardavel = publico && guardavelPelaRota(grupo, url.pathname, e.status) && ehTexto(e.cabecalhos) && !propriaDoPedido(e)
    // Stored only if nothing was published while it rendered (it may hold older content).
    if (guardavel && e.versao === versaoDoConteudo()) cache.guardar(chave, e)
    if (e.status === 200 && ehHtml(e.cabecalhos)) contarAcesso(url.pathname)
    enviar(res, e, original)
  }

  /**
   * A kept answer is sent at once, without a turn of the event loop (most requests under load: each
   * promise costs more in a process where Next keeps its AsyncLocalStorage hooks on); anything else
   * returns the promise of its render.
   */
  return function pagina(req: IncomingMessage, res: ServerResponse, url: URL, original: PedidoOriginal, grupo: GrupoDaPagina = 'pagina'): Promise<void> | undefined {
    if ((url.pathname.startsWith(ROTA_ERRO_INTERNO) && !erros.interno(req)) || !capturavel(req, url)) return foraDoCache(req, res, url, original)
    // HEAD renders as GET, so a cached entry always has its body.
    req.method = 'GET'
    const publico = anonimo(req)
    if (!publico) return renderizarEGuardar(req, res, url, original, grupo, false)
    const guardada = cache.obter(url.pathname + url.search, versaoDoConteudo())
    metricas().cachePaginas.inc({ resultado: guardada ? 'acerto' : 'falta' })
    if (!guardada) return renderizarEGuardar(req, res, url, original, grupo, true)
    if (guardada.status === 200 && ehHtml(guardada.cabecalhos)) contarAcesso(url.pathname)
    enviar(res, guardada, original)
    return undefined
  }
}
