import type { IncomingMessage, ServerResponse } from 'node:http'

import type { Logger } from 'pino'

import { mascararDadosPessoais } from '../../../../domain/privacidade'
import { encerrando } from '../../../plataforma/encerramento'
import { CABECALHO_CLIENTE, enderecoReal } from '../../../adaptadores/limites/chave'
import { metricas } from '../../../plataforma/metricas/registro'
import { metodoDoPedido, type GrupoDaRota } from '../grupo-da-rota'
import { idDoPedido } from '../operacao'
import { CABECALHOS_SIGILOSOS, caminhoSigiloso } from '../sigilo'
import type { PedidoOriginal } from './respostas'

export interface OpcoesIdentificar {
  /** The security headers every answer carries (csp.ts cabecalhosDeSeguranca). */
  seguranca: Readonly<Record<string, string>>
  /** Reverse proxies in front whose X-Forwarded-For is trusted (TRUSTED_PROXY_HOPS). */
  saltosDeProxy: number
}

export interface Identidade extends PedidoOriginal {
  id: string
}

/**
 * Stage 1, identify: the request's id (X-Request-Id, a proxy's kept), the client's address the abuse
 * limits key on, the security headers of every answer, and `Connection: close` while stopping.
 */
export function identificar(req: IncomingMessage, res: ServerResponse, opcoes: OpcoesIdentificar): Identidade {
  const id = idDoPedido(req.headers['x-request-id'])
  res.setHeader('X-Request-Id', id)
  // Stopping: the client opens its next request elsewhere (this connection ends with the answer).
  if (encerrando()) res.setHeader('Connection', 'close')
  // The connection's address, or the one the operator's trusted proxies recorded; never a header the
  // client wrote itself (Next keeps a client's X-Forwarded-For as it came).
  req.headers[CABECALHO_CLIENTE] = enderecoReal(req.socket.remoteAddress, req.headers['x-forwarded-for'], opcoes.saltosDeProxy)
  for (const [nome, v] of Object.entries(opcoes.seguranca)) res.setHeader(nome, v)
  return { id, head: req.method === 'HEAD', gzip: /\bgzip\b/i.test(String(req.headers['accept-encoding'] ?? '')) }
}

/** The whistleblower channel's addresses: no cache, no Referer (sigilo.ts), also when the page comes from the cache. */
export function cabecalhosDoCaminho(res: ServerResponse, caminho: string): void {
  if (caminhoSigiloso(caminho)) for (const [nome, v] of Object.entries(CABECALHOS_SIGILOSOS)) res.setHeader(nome, v)
}

/**
 * One log line and the metrics of each request when its response ends (or its client leaves: 499).
 * The line has the method, the route group, the path with personal data masked, never the query
 * string (a lookup's CPF, a search's words), never the client's address.
 */
export function registrarAoTerminar(log: Logger, req: IncomingMessage, res: ServerResponse, id: string, grupo: GrupoDaRota, caminho: string): void {
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
