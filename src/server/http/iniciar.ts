import http from 'node:http'

import next from 'next'

import { gravarPendentes } from '../acessos'
import { recaptchaConfigurado } from '../captcha/recaptcha'
import { env, payloadSecret } from '../env'
import { chaveDoCliente, consumir } from '../limites'
import { logger } from '../log'
import { prontidao, saudeDoBanco } from '../saude'
import { criarAtendimento } from './servidor'

/**
 * The production server: Next's request handler behind our own HTTP server,
 * which owns the page cache, the nonce policy, the error pages and the
 * security headers (servidor.ts). Payload starts with Next (src/instrumentation.ts).
 */
export async function iniciarServidor(): Promise<http.Server> {
  const e = env()
  const log = logger()
  const app = next({ dev: false, dir: process.cwd(), port: e.PORT })
  await app.prepare()
  const atender = criarAtendimento({
    manipulador: app.getRequestHandler(),
    saudeDoBanco,
    prontidao,
    tokenMetricas: e.METRICS_TOKEN,
    https: e.cookieSeguro,
    recaptcha: recaptchaConfigurado(),
    log,
    saltosDeProxy: e.TRUSTED_PROXY_HOPS,
    contarBusca: (endereco) => consumir('busca', chaveDoCliente(endereco, payloadSecret())),
  })
  const servidor = http.createServer((req, res) => void atender(req, res))
  // Longer than the usual proxy idle timeout, so a reverse proxy never reuses a closed socket.
  servidor.keepAliveTimeout = 65_000
  await new Promise<void>((resolve) => servidor.listen(e.PORT, resolve))
  log.info(`Site em http://localhost:${e.PORT} (back-office em /admin)`)

  const parar = () => {
    // The last seconds of page views are written before the process ends.
    servidor.close(() => void gravarPendentes().finally(() => process.exit(0)))
    servidor.closeIdleConnections()
    setTimeout(() => process.exit(0), 10_000).unref()
  }
  process.once('SIGINT', parar)
  process.once('SIGTERM', parar)
  return servidor
}
