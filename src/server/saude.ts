import { doProcesso } from './cache/do-processo'

/**
 * Whether the database answers, for the HTTP server to choose between 500 and
 * 503. Registered by Payload's start, which holds the connection (one value per
 * process: the server and Next's bundle load separate copies of this module).
 */
type Verificacao = () => Promise<boolean>

const registro = () => doProcesso<Verificacao | undefined>('saude-banco', () => undefined)

export function registrarSaudeDoBanco(fn: Verificacao): void {
  registro().valor = fn
}

/** True when the database answered within 2 s; false when it did not, or Payload never started. */
export async function saudeDoBanco(): Promise<boolean> {
  const fn = registro().valor
  if (!fn) return false
  let timer: NodeJS.Timeout | undefined
  const limite = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), 2000)
  })
  try {
    return await Promise.race([fn().catch(() => false), limite])
  } finally {
    clearTimeout(timer)
  }
}
