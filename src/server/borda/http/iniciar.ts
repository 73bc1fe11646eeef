import type http from 'node:http'

import next from 'next'

import { recaptchaConfigurado } from '../../adaptadores/captcha/recaptcha'
import { encerrarAplicacao } from '../../plataforma/encerramento'
import { env, payloadSecret } from '../../plataforma/env'
import { chaveDoCliente, consumir } from '../../adaptadores/limites'
import { renovarNaViradaDoDia } from '../../plataforma/cache/virada-do-dia'
import { logger } from '../../plataforma/log'
import { prontidao, saudeDoBanco } from '../../plataforma/saude'
import { criarServidorHttp, escutar, type LimitesDeConexao } from './conexoes'
import { ambienteDaBorda } from './ambiente'
import { pararComCalma } from './parada'
import { criarAtendimento, type PoliticasDaBorda } from './servidor'

/**
 * The production server: Next's request handler behind our own HTTP server,
 * which owns the page cache, the nonce policy, the error pages and the
 * security headers (servidor.ts), with the app's address-specific rules (`politicas`,
 * src/app/politicas-da-borda.ts). Payload starts with Next (src/instrumentation.ts).
 */
export async function iniciarServidor(politicas: PoliticasDaBorda): Promise<http.Server> {
  const e = { ...env(), ...ambienteDaBorda.atual() }
  const log = logger()
  const limites: LimitesDeConexao = {
    cabecalhosMs: e.HEADERS_TIMEOUT_S * 1000,
    corpoMs: e.BODY_TIMEOUT_S * 1000,
    corpoEquipeMs: e.STAFF_BODY_TIMEOUT_S * 1000,
    ociosaMs: e.KEEP_ALIVE_TIMEOUT_S * 1000,
    porEndereco: e.MAX_CONNECTIONS_PER_ADDRESS,
  }
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
    politicas,
    contarLimite: (regra, endereco) => consumir(regra, chaveDoCliente(endereco, payloadSecret())),
    prazosDeCorpo: { publicoMs: limites.corpoMs, equipeMs: limites.corpoEquipeMs },
  })
  // The page cache also forgets what it kept when the agency's day turns (the footer's year…).
  renovarNaViradaDoDia()
  const servidor = criarServidorHttp((req, res) => void atender(req, res), limites)
  await escutar(servidor, e.PORT, e.HOSTNAME)
  log.info(`Site em http://${e.HOSTNAME ?? 'localhost'}:${e.PORT} (back-office em /admin)${e.HOSTNAME ? '' : '; escutando em todas as interfaces'}`)

  const parar = () => {
    // A stop that hangs (a database that never answers) still ends the process.
    setTimeout(() => process.exit(1), 30_000).unref()
    pararComCalma(servidor, { encerrarAplicacao, log }).then(
      () => process.exit(0),
      (erro: unknown) => {
        log.error({ err: erro }, 'falha ao encerrar')
        process.exit(1)
      },
    )
  }
  process.once('SIGINT', parar)
  process.once('SIGTERM', parar)
  return servidor
}
