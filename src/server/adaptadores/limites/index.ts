import { doProcesso } from '../../plataforma/cache/do-processo'
import { payloadSecret } from '../../plataforma/env'
import { ambienteDosLimites } from './ambiente'
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
  return doProcesso('limitador', () => {
    const { REDIS_URL, LIMITES } = ambienteDosLimites.atual()
    return criarLimitador({ redisUrl: REDIS_URL, regras: LIMITES })
  }).valor
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

/** A try reserved under a failures-only rule: give it back when the attempt turned out well. */
export interface TentativaReservada {
  devolver(): Promise<void>
}

/**
 * For a rule that counts failures only (wrong passwords, wrong codes): counts this try *before*
 * it is evaluated and answers the 429 to send when the client is over the rule, or the
 * reservation, to give back (`devolver`) when the try succeeds. Counting first is what makes
 * parallel tries safe: checking and counting after the evaluation let 8 simultaneous wrong
 * passwords all pass the check, so 15 were evaluated past a limit of 10 (issue 34).
 *
 *   const t = await reservarTentativa('login', chave)
 *   if (t instanceof Response) return t
 *   … if (certo) await t.devolver()
 */
export async function reservarTentativa(regra: Regra, chave: string): Promise<Response | TentativaReservada> {
  try {
    await consumir(regra, chave)
  } catch (e) {
    if (ehLimiteExcedido(e)) return respostaLimiteExcedido(e)
    throw e
  }
  return { devolver: () => limitador().devolver(regra, chave) }
}
