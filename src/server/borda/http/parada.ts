import type http from 'node:http'

import type { Logger } from 'pino'

import { marcarEncerrando } from '../../plataforma/encerramento'

export interface OpcoesParada {
  /** The application's stop (job runners, counters, database): server/plataforma/encerramento.ts. */
  encerrarAplicacao: () => Promise<void>
  log: Pick<Logger, 'info' | 'warn'>
  /** How long the requests in flight may take before their connections are cut. */
  esperaMs?: number
}

/**
 * A graceful stop (SIGTERM): /readyz turns 503 and every answer says `Connection: close`, the
 * server takes no new connection, the requests in flight finish (up to `esperaMs`, then their
 * connections are cut), and only then the application stops its job runners, writes its counters
 * and closes the database, so no request meets a closed database.
 */
export async function pararComCalma(servidor: http.Server, { encerrarAplicacao, log, esperaMs = 20_000 }: OpcoesParada): Promise<void> {
  marcarEncerrando()
  log.info('Encerrando: sem novas conexões; terminando os pedidos em andamento.')
  const fechado = new Promise<void>((resolve) => servidor.close(() => resolve()))
  // A keep-alive connection whose request finishes now goes idle and would wait out its idle timeout:
  // idle connections are closed again until the last one is gone.
  servidor.closeIdleConnections()
  const ocioso = setInterval(() => servidor.closeIdleConnections(), 50)
  let timer: NodeJS.Timeout | undefined
  const esgotado = new Promise<'esgotado'>((resolve) => {
    timer = setTimeout(() => resolve('esgotado'), esperaMs)
  })
  if ((await Promise.race([fechado, esgotado])) === 'esgotado') {
    log.warn(`Encerrando: pedidos ainda em andamento após ${esperaMs / 1000} s foram interrompidos.`)
    servidor.closeAllConnections()
    await fechado
  }
  clearTimeout(timer)
  clearInterval(ocioso)
  await encerrarAplicacao()
  log.info('Encerrado: tarefas paradas, contadores gravados, banco fechado.')
}
