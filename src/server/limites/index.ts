import { doProcesso } from '../cache/do-processo'
import { env, payloadSecret } from '../env'
import { chaveDoCliente, enderecoDoCliente } from './chave'
import { criarLimitador, ehLimiteExcedido, type Limitador } from './limitador'
import type { Regra } from './regras'
import { respostaLimiteExcedido } from './resposta'

export { CABECALHO_CLIENTE, chaveDoCliente, enderecoDoCliente } from './chave'
export { criarLimitador, ehLimiteExcedido, LimiteExcedido, type Limitador } from './limitador'
export { lerLimites, REGRAS, type Regra, type Regras } from './regras'
export { mensagemLimiteExcedido, respostaLimiteExcedido } from './resposta'

/** The process's limiter: Redis when REDIS_URL is set, else memory; the rules with LIMITES' overrides. */
export function limitador(): Limitador {
  return doProcesso('limitador', () => criarLimitador({ redisUrl: env().REDIS_URL, regras: env().LIMITES })).valor
}

/** Counts one request of this client under the rule; throws LimiteExcedido when over it. */
export async function consumir(regra: Regra, chave: string): Promise<void> {
  await limitador().consumir(regra, chave)
}

/** The request's client key (a keyed hash of its address, see chave.ts). */
export function chaveDaRequisicao(req: { headers: Headers }): string {
  return chaveDoCliente(enderecoDoCliente(req.headers), payloadSecret())
}

/**
 * For a route: counts the request's client under the rule and answers the 429
 * to send, or null to go on.
 *
 *   const bloqueio = await limitar('formulario', req)
 *   if (bloqueio) return bloqueio
 */
export async function limitar(regra: Regra, req: { headers: Headers }): Promise<Response | null> {
  try {
    await consumir(regra, chaveDaRequisicao(req))
    return null
  } catch (e) {
    if (ehLimiteExcedido(e)) return respostaLimiteExcedido(e)
    throw e
  }
}

/**
 * For a rule that counts failures only (wrong passwords, wrong codes): the 429 to send when the
 * client is already over it, or null to go on. Nothing is counted here; see contarFalha.
 */
export async function bloqueioPorFalhas(regra: Regra, chave: string): Promise<Response | null> {
  try {
    await limitador().verificar(regra, chave)
    return null
  } catch (e) {
    if (ehLimiteExcedido(e)) return respostaLimiteExcedido(e)
    throw e
  }
}

/** Counts one failure under the rule; going over it is answered at the next try (bloqueioPorFalhas). */
export async function contarFalha(regra: Regra, chave: string): Promise<void> {
  await limitador()
    .consumir(regra, chave)
    .catch((e: unknown) => {
      if (!ehLimiteExcedido(e)) throw e
    })
}
