/**
 * Runs when the server boots: initialising Payload applies pending migrations,
 * loads the demo content into an empty database and warns when no administrator
 * exists — before the first visitor arrives rather than during their request —
 * and starts the scheduled work.
 *
 * A database that does not answer yet does not stop the start: the server comes
 * up (GET /healthz 200, /readyz 503, pages and calls 503 with Retry-After) and
 * the start is tried again every few seconds until the database answers; a
 * request in between also tries (Payload forgets a failed start).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  // Every subsystem's settings at once, before Payload starts: one message naming every bad variable.
  const { verificarAmbienteDaPartida } = await import('./ambiente')
  verificarAmbienteDaPartida()
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  const { logger } = await import('./server/plataforma/log')
  const { esquecerInicioFalho } = await import('./server/payload/inicio-payload')
  const { diagnosticarPartida } = await import('./server/plataforma/falha-na-partida')
  const { env } = await import('./server/plataforma/env')
  const iniciar = async (tentativa: number): Promise<void> => {
    try {
      // cron: the job queue's schedule starts with the server. Without it Payload starts it at the first
      // request to /api or /admin (those ask for it), so after a restart an instance that only served
      // pages and the contract's calls ran no scheduled job: no outbox retry, no indicator refresh, no
      // scheduled publishing. Which instance runs the work: server/payload/jobs/lider.ts.
      await getPayload({ config, cron: true })
      if (tentativa > 1) logger().info(`Banco de dados conectado (tentativa ${tentativa}).`)
    } catch (erro) {
      esquecerInicioFalho()
      // One line naming the cause and the fix, never the driver's text (a failed migration's is its
      // whole SQL; a connection error's may carry the password): server/plataforma/falha-na-partida.ts.
      const { definitivo, mensagem } = diagnosticarPartida(erro, env().databaseUrl)
      if (definitivo) {
        logger().fatal(`Partida interrompida: ${mensagem}`)
        // The line is written before the process ends (pino writes what is pending synchronously at exit).
        process.exit(1)
      }
      const segundos = Math.min(30, 2 ** Math.min(tentativa, 5))
      logger().error({ tentativa }, `Banco de dados indisponível na partida: ${mensagem} Nova tentativa em ${segundos} s.`)
      setTimeout(() => void iniciar(tentativa + 1), segundos * 1000).unref()
    }
  }
  await iniciar(1)
}
