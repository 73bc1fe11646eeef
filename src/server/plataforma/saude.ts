import { doProcesso } from './cache/do-processo'
import { encerrando } from './encerramento'

/**
 * Whether the database answers, for the HTTP server to choose between 500 and
 * 503, and whether this instance is ready for traffic (/readyz). Registered by
 * Payload's start, which holds the connection (one value per process: the
 * server and Next's bundle load separate copies of this module).
 */
type Verificacao = () => Promise<boolean>

/** The answer of /readyz: ready, or why not (no personal data, no internals an attacker could use). */
export type Prontidao = { pronta: true } | { pronta: false; motivo: string }

const LIMITE_MS = 2000

const registro = () => doProcesso<Verificacao | undefined>('saude-banco', () => undefined)
const registroProntidao = () => doProcesso<(() => Promise<Prontidao>) | undefined>('prontidao', () => undefined)

export function registrarSaudeDoBanco(fn: Verificacao): void {
  registro().valor = fn
}

/** Registered after the start's migrations: the check /readyz runs (database answers, every migration applied). */
export function registrarProntidao(fn: () => Promise<Prontidao>): void {
  registroProntidao().valor = fn
}

function comLimite<T>(p: Promise<T>, seEsgotar: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const limite = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(seEsgotar), LIMITE_MS)
  })
  return Promise.race([p, limite]).finally(() => clearTimeout(timer))
}

/** True when the database answered within 2 s; false when it did not, or Payload never started. */
export async function saudeDoBanco(): Promise<boolean> {
  const fn = registro().valor
  if (!fn) return false
  return comLimite(fn().catch(() => false), false)
}

/** Whether this instance may receive traffic; answered within 2 s. */
export async function prontidao(): Promise<Prontidao> {
  // Stopping (SIGTERM): out of the balancer at once, while the requests in flight finish.
  if (encerrando()) return { pronta: false, motivo: 'encerrando' }
  const fn = registroProntidao().valor
  if (!fn) return { pronta: false, motivo: 'iniciando' }
  const semResposta: Prontidao = { pronta: false, motivo: 'o banco de dados não respondeu' }
  return comLimite(fn().catch(() => semResposta), semResposta)
}
