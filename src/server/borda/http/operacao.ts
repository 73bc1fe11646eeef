import { createHash, randomUUID, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { metricas } from '../../plataforma/metricas/registro'
import type { Prontidao } from '../../plataforma/saude'

/**
 * The operator's endpoints, answered by the HTTP server itself (never by Next, never cached):
 * `/healthz` (the process answers), `/readyz` (database reachable, migrations applied: 503 until
 * then) and `/metrics` (Prometheus text, not public).
 */
export interface OpcoesOperacao {
  prontidao: () => Promise<Prontidao>
  /** METRICS_TOKEN: when set, /metrics asks for `Authorization: Bearer <token>`; when not, only loopback. */
  tokenMetricas?: string
}

const SEM_CACHE = { 'cache-control': 'no-store' }

function json(res: ServerResponse, status: number, corpo: object, extra: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...SEM_CACHE, ...extra })
  res.end(JSON.stringify(corpo))
}

function texto(res: ServerResponse, status: number, corpo: string, extra: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...SEM_CACHE, ...extra })
  res.end(corpo)
}

const resumo = (s: string) => createHash('sha256').update(s).digest()

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/

/**
 * Who may read the metrics. With a token, whoever presents it (compared in constant time). Without
 * one, only a client on this machine that came straight, not through a proxy: a reverse proxy on the
 * same machine connects from loopback for every visitor, but says so in X-Forwarded-For/Forwarded.
 */
export function podeLerMetricas(req: IncomingMessage, token: string | undefined): 'sim' | 'sem-token' | 'negado' {
  if (token) {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(String(req.headers.authorization ?? ''))
    if (!m) return 'sem-token'
    return timingSafeEqual(resumo(m[1]!), resumo(token)) ? 'sim' : 'sem-token'
  }
  const local = LOOPBACK.test(req.socket.remoteAddress ?? '')
  return local && !req.headers['x-forwarded-for'] && !req.headers.forwarded ? 'sim' : 'negado'
}

/** Answers one of the operator's endpoints (`caminho` is /healthz, /readyz or /metrics: grupo-da-rota.ts). */
export async function atenderOperacao(req: IncomingMessage, res: ServerResponse, caminho: string, opcoes: OpcoesOperacao): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return texto(res, 405, 'Método não permitido.', { allow: 'GET, HEAD' })
  if (caminho === '/healthz') {
    json(res, 200, { status: 'ok' })
  } else if (caminho === '/readyz') {
    const p = await opcoes.prontidao()
    if (p.pronta) json(res, 200, { status: 'pronta' })
    else json(res, 503, { status: 'indisponivel', motivo: p.motivo }, { 'retry-after': '5' })
  } else {
    const acesso = podeLerMetricas(req, opcoes.tokenMetricas)
    if (acesso === 'sem-token') texto(res, 401, 'Informe o token das métricas.', { 'www-authenticate': 'Bearer realm="metricas"' })
    else if (acesso === 'negado') texto(res, 403, 'Métricas disponíveis só nesta máquina (ou configure METRICS_TOKEN).')
    else {
      const { registro } = metricas()
      texto(res, 200, await registro.metrics(), { 'content-type': registro.contentType })
    }
  }
}

/** An id a proxy in front already gave the request (kept, so its logs and ours match), or a new one. */
export function idDoPedido(recebido: string | string[] | undefined): string {
  return typeof recebido === 'string' && /^[A-Za-z0-9._-]{8,128}$/.test(recebido) ? recebido : randomUUID()
}
