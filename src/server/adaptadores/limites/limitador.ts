import { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { REGRAS, type Regra, type Regras } from './regras'

/** A client went over a rule's limit: it may try again in `segundosParaEsperar`. */
export class LimiteExcedido extends Error {
  constructor(
    readonly regra: Regra,
    readonly segundosParaEsperar: number,
  ) {
    super(`limite '${regra}' excedido`)
    this.name = 'LimiteExcedido'
  }
}

/**
 * True for a LimiteExcedido from any copy of this module. The limiter is one per
 * process (doProcesso), but a production build bundles this file into several
 * chunks (app routes, Payload's endpoints), each with its own class: the one that
 * created the limiter throws its class, and `instanceof` in another chunk says
 * no (found by the two-instance test: the login limit answered 500 once a form
 * route had created the limiter). The name and the wait identify it instead.
 */
export function ehLimiteExcedido(e: unknown): e is LimiteExcedido {
  return e instanceof Error && e.name === 'LimiteExcedido' && typeof (e as Partial<LimiteExcedido>).segundosParaEsperar === 'number'
}

export interface Limitador {
  /** Counts one request of this client under the rule; throws LimiteExcedido when over it. */
  consumir(regra: Regra, chave: string): Promise<void>
  /** Gives back one request counted under the rule (a try that turned out well: a right password). */
  devolver(regra: Regra, chave: string): Promise<void>
  /** Resolves when the counters' store answers (at once in memory; Redis: when connected). */
  pronto(): Promise<void>
  /** Closes the Redis connection, if any. */
  fechar(): Promise<void>
}

interface Opcoes {
  /** redis://… to share the counters between instances; without it, counters live in this process. */
  redisUrl?: string
  regras?: Regras
}

/**
 * Counters per rule: in memory on one instance; in Redis when a URL is given,
 * so every instance sees the same counts. If Redis stops answering, each
 * instance falls back to its own memory counters (rate-limiter-flexible's
 * insurance limiter) rather than failing the request or dropping the limit.
 */
export function criarLimitador({ redisUrl, regras = REGRAS }: Opcoes = {}): Limitador {
  const redis = redisUrl
    ? new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000 })
    : undefined
  // A Redis that is down must not fill the log with connection errors on every retry.
  redis?.on('error', () => {})
  // The first requests after a start arrive before the connection is up; with the offline queue off
  // they were counted only in this process's memory (found by the two-instance test: ten wrong
  // passwords spread over two fresh instances let the eleventh through). They wait for the first
  // connection instead, at most as long as connecting may take; after that, never again.
  const primeiraConexao = redis
    ? new Promise<void>((ok) => {
        redis.once('ready', ok)
        redis.once('end', ok)
        setTimeout(ok, 2500).unref()
      })
    : Promise.resolve()
  const limitadores = new Map<Regra, RateLimiterAbstract>()

  function limitadorDa(regra: Regra): RateLimiterAbstract {
    let l = limitadores.get(regra)
    if (!l) {
      const { pontos, janelaSegundos } = regras[regra]
      const base = { points: pontos, duration: janelaSegundos, keyPrefix: `limite:${regra}` }
      const memoria = new RateLimiterMemory(base)
      l = redis ? new RateLimiterRedis({ ...base, storeClient: redis, insuranceLimiter: memoria }) : memoria
      limitadores.set(regra, l)
    }
    return l
  }

  return {
    async consumir(regra, chave) {
      await primeiraConexao
      try {
        await limitadorDa(regra).consume(chave)
      } catch (e) {
        if (e instanceof RateLimiterRes) throw new LimiteExcedido(regra, Math.max(1, Math.ceil(e.msBeforeNext / 1000)))
        throw e
      }
    },
    async devolver(regra, chave) {
      await primeiraConexao
      await limitadorDa(regra).reward(chave, 1)
    },
    async pronto() {
      if (redis && redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve))
    },
    async fechar() {
      if (redis) await redis.quit().catch(() => redis.disconnect())
    },
  }
}
