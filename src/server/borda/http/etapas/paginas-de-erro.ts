import { randomBytes } from 'node:crypto'
import http, { type IncomingMessage } from 'node:http'

import type { Logger } from 'pino'

import { versaoDoConteudo } from '../../../plataforma/cache/versao-conteudo'
import type { CachePaginas, EntradaCache } from '../cache-paginas'
import { documentoDeErro } from '../pagina-de-erro'
import type { Render } from './renderizar'
import { ehHtml, entradaSimples } from './respostas'

/** The internal route that renders the 404/500/503 pages inside the shell (src/app/(erro)/erro-interno). */
export const ROTA_ERRO_INTERNO = '/erro-interno'
const CABECALHO_INTERNO = 'x-fomento-interno'

export interface OpcoesPaginasDeErro {
  renderizar: Render['renderizar']
  cache: CachePaginas
  log: Logger
  /** Whether the database answers (decides between 500 and 503). */
  saudeDoBanco: () => Promise<boolean>
}

/**
 * Stage 6, error pages: Next's empty error document is replaced by the page inside the shell (404, 500,
 * 503 when the database is down), rendered by an internal request only this server can make; the plain
 * document (pagina-de-erro.ts) when even that fails.
 */
export function criarPaginasDeErro(opcoes: OpcoesPaginasDeErro) {
  const { renderizar, cache, log } = opcoes
  const segredoInterno = randomBytes(24).toString('base64url')

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
      const e = await renderizar(requisicaoInterna(original, caminho + de))
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
      return entradaSimples(status, documentoDeErro(status))
    }
  }

  /** 500 with the database up, 503 while it is down. */
  const statusDaFalha = async () => ((await opcoes.saudeDoBanco()) ? 500 : 503)

  /** Replaces Next's empty error document by our page; decides 503 when the database is down. */
  async function corrigirErro(req: IncomingMessage, e: EntradaCache): Promise<EntradaCache> {
    if (!ehHtml(e.cabecalhos) || (e.status !== 404 && e.status < 500)) return e
    const status = e.status === 404 ? 404 : await statusDaFalha()
    if (status !== 404) log.error({ status, caminho: new URL(req.url ?? '/', 'http://x').pathname }, 'erro ao montar a página')
    return paginaDeErro(req, status)
  }

  /** Whether `req` may open the internal error route (only this server's own requests). */
  const interno = (req: IncomingMessage) => req.headers[CABECALHO_INTERNO] === segredoInterno

  return { paginaDeErro, corrigirErro, statusDaFalha, interno }
}

export type PaginasDeErro = ReturnType<typeof criarPaginasDeErro>
