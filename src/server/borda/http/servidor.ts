import type { IncomingMessage, ServerResponse } from 'node:http'

import type { Logger } from 'pino'

import { cabecalhosDeSeguranca, politicaDeSeguranca, politicaDoBackOffice } from '../csp'
import type { Regra } from '../../adaptadores/limites/regras'
import { registroDePedidos } from '../../plataforma/log'
import type { Prontidao } from '../../plataforma/saude'
import { CachePaginas } from './cache-paginas'
import { temCorpo } from './corpo'
import type { Manipulador } from './captura'
import type { GrupoDaRota } from './grupo-da-rota'
import { atenderOperacao } from './operacao'
import { criarEtapaDoCache, type GrupoDaPagina, type PoliticasDaBorda } from './etapas/cache'
import { criarEnvio } from './etapas/enviar'
import { cabecalhosDoCaminho, identificar, registrarAoTerminar } from './etapas/identificar'
import { criarPaginasDeErro } from './etapas/paginas-de-erro'
import { abrirPorta, criarPortaDoCorpo, recusar, type OpcoesPorta } from './etapas/porta'
import { criarRender, type Tipo } from './etapas/renderizar'

export type { PoliticasDaBorda } from './etapas/cache'
export { ROTA_ERRO_INTERNO } from './etapas/paginas-de-erro'

export interface OpcoesAtendimento extends OpcoesPorta {
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
  /** Counts a request under an abuse limit (server/adaptadores/limites), throwing when it is over; without it, nothing is limited. */
  contarLimite?: (regra: Regra, enderecoDoCliente: string) => Promise<void>
}

/** How the server streams a group that is not rendered into the cache stage: uploaded files are API calls. */
const TIPO: Record<Exclude<GrupoDaRota, 'saude' | 'metricas' | GrupoDaPagina>, Tipo> = {
  estatico: 'estatico',
  admin: 'admin',
  arquivo: 'api',
  api: 'api',
}

/**
 * Serves every request of the site, as a pipeline of named stages (src/server/borda/http/etapas):
 * identify (id, client address, security headers) → operation (/healthz, /readyz, /metrics) → door
 * (address, body limits and deadlines) → page cache → render (capture + nonce, or streamed) → error
 * pages → send (fresh nonce, gzip). Anonymous GETs of pages and legacy calls are kept per content
 * version and served again without rendering until published content changes (decision 0005).
 */
export function criarAtendimento(opcoes: OpcoesAtendimento) {
  const { log } = opcoes
  const registro = registroDePedidos(log)
  const cache = opcoes.cache ?? new CachePaginas({ maxEntradas: 2000, maxBytes: 128 * 1024 * 1024 })
  const politicaDasPaginas = (nonce: string) => politicaDeSeguranca(nonce, { recaptcha: opcoes.recaptcha })
  const identificacao = { seguranca: cabecalhosDeSeguranca({ https: opcoes.https }), saltosDeProxy: opcoes.saltosDeProxy ?? 0 }
  const operacao = { prontidao: opcoes.prontidao ?? (() => Promise.resolve<Prontidao>({ pronta: false, motivo: 'iniciando' })), tokenMetricas: opcoes.tokenMetricas }
  const conferirCorpo = criarPortaDoCorpo(opcoes)
  const render = criarRender({ manipulador: opcoes.manipulador, politicaDasPaginas, politicaDoBackOffice })
  const erros = criarPaginasDeErro({ renderizar: render.renderizar, cache, log, saudeDoBanco: opcoes.saudeDoBanco })
  const enviar = criarEnvio(politicaDasPaginas)
  const pagina = criarEtapaDoCache({ cache, politicas: opcoes.politicas, contarLimite: opcoes.contarLimite, render, erros, enviar })

  return async function atender(original: IncomingMessage, res: ServerResponse): Promise<void> {
    const identidade = identificar(original, res, identificacao)
    const endereco = abrirPorta(original)
    if (endereco.recusa !== undefined) {
      registrarAoTerminar(registro, original, res, identidade.id, endereco.grupo, endereco.caminho)
      return recusar(res, endereco.grupo, 400, endereco.recusa)
    }
    const { url, grupo } = endereco
    cabecalhosDoCaminho(res, url.pathname)
    registrarAoTerminar(registro, original, res, identidade.id, grupo, url.pathname)
    let req = original
    try {
      if (grupo === 'saude' || grupo === 'metricas') return await atenderOperacao(req, res, url.pathname, operacao)
      // A request without a body (every GET) passes the body door as it came, without waiting on anything.
      const conferido = temCorpo(req) ? await conferirCorpo(req, res, grupo) : req
      if (!conferido) return
      req = conferido
      // Payload's file route answers HEAD with 404, so a link checker (which asks with HEAD) took every
      // uploaded image for a broken link. A file's HEAD is its GET; Node leaves a HEAD response's body out.
      if (grupo === 'arquivo' && req.method === 'HEAD') req.method = 'GET'
      // Pages and the legacy calls go through the cache stage; the rest streams.
      if (grupo === 'pagina' || grupo === 'contrato') {
        // A kept answer was sent at once (no promise); a render is awaited.
        const renderizando = pagina(req, res, url, identidade, grupo)
        if (renderizando) await renderizando
      } else await render.passarAdiante(req, res, TIPO[grupo])
    } catch (erro) {
      log.error({ err: erro, caminho: url.pathname }, 'erro inesperado ao atender o pedido')
      if (res.headersSent) return void res.destroy()
      enviar(res, await erros.paginaDeErro(req, await erros.statusDaFalha()), identidade)
    }
  }
}
