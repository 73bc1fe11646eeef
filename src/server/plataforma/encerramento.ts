import type { Payload } from 'payload'

import { gravarPendentes } from './acessos'
import { doProcesso } from './cache/do-processo'

/**
 * The application's part of a graceful stop, registered by Payload's start
 * (one per process: the HTTP server and Next's bundle load separate copies of
 * this module), run by the HTTP server once the last request has been answered.
 */
type Encerrar = () => Promise<void>

const registro = () => doProcesso<{ encerrar?: Encerrar; encerrando: boolean }>('encerramento', () => ({ encerrando: false }))

/** Whether the process is stopping (SIGTERM received): /readyz answers 503 so the balancer stops sending. */
export function encerrando(): boolean {
  return registro().valor.encerrando
}

export function marcarEncerrando(): void {
  registro().valor.encerrando = true
}

export function registrarEncerramento(fn: Encerrar): void {
  registro().valor.encerrar = fn
}

/** Stops the job runners, writes the pending counters and closes the database (whatever was registered). */
export async function encerrarAplicacao(): Promise<void> {
  const fn = registro().valor.encerrar
  if (fn) await fn()
  else await gravarPendentes()
}

/** A cron of Payload's job runner (croner): stop() ends its schedule, isBusy() says a run is going on. */
interface Cron {
  stop: () => unknown
  isBusy?: () => boolean
}

/**
 * Payload's stop, in order: no new job run starts (the crons stop) and the runs already going are
 * waited for (an e-mail being sent is marked sent), with the work `emAndamento` names (a send started
 * by a submission, outside the crons), all up to `esperaMs`; the page-view counters still in memory
 * are written; then the database is closed.
 */
export function encerramentoDoPayload(payload: Payload, emAndamento: () => Promise<unknown> = () => Promise.resolve(), esperaMs = 10_000): Encerrar {
  return async () => {
    const crons = [...(payload.crons as unknown as Cron[])]
    for (const c of crons) c.stop()
    const limite = Date.now() + esperaMs
    while (crons.some((c) => c.isBusy?.()) && Date.now() < limite) await new Promise((r) => setTimeout(r, 50))
    await Promise.race([emAndamento(), new Promise((r) => setTimeout(r, Math.max(0, limite - Date.now())).unref())])
    await gravarPendentes()
    await payload.destroy()
  }
}
