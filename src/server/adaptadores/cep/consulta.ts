import type { EnderecoDoCep } from '@/domain/cep'

import { ambienteDoCep } from './ambiente'
import { logger } from '../../plataforma/log'
import { CacheComValidade } from './cache'
import { brasilApi, viaCep, type ProvedorCep } from './provedores'

/** The outcome of a lookup: found (maybe partly), unknown to every provider that answered, or no provider answered. */
export type ResultadoCep = { tipo: 'encontrado'; endereco: EnderecoDoCep } | { tipo: 'nao-encontrado' } | { tipo: 'indisponivel' }

export interface OpcoesConsultaCep {
  /** Asked in order; the next one only when the previous failed or did not know the CEP. */
  provedores: readonly ProvedorCep[]
  /** How long one provider may take before it counts as down. */
  tempoLimiteMs?: number
  maxEntradas?: number
  /** How long a found address is remembered. */
  validadeEncontradoMs?: number
  /** How long "unknown" is remembered: shorter, a new CEP may appear at the providers. */
  validadeNaoEncontradoMs?: number
}

const HORA = 60 * 60 * 1000

/**
 * A CEP lookup over a chain of providers with a local cache: the first provider that knows the CEP
 * answers; one that fails (down, over the time limit, out of its format) or does not know it passes
 * to the next. "Not found" when at least one provider answered and none knew it; "unavailable"
 * (never cached) when none answered. Simultaneous lookups of one CEP share one chain of calls.
 * The CEP is never logged: it locates a person's home.
 */
export function criarConsultaCep(opcoes: OpcoesConsultaCep): (cep: string) => Promise<ResultadoCep> {
  const { provedores, tempoLimiteMs = 3000, maxEntradas = 10_000, validadeEncontradoMs = 24 * HORA, validadeNaoEncontradoMs = HORA } = opcoes
  const cache = new CacheComValidade<ResultadoCep>(maxEntradas)
  const emCurso = new Map<string, Promise<ResultadoCep>>()

  async function perguntar(cep: string): Promise<ResultadoCep> {
    let alguemRespondeu = false
    for (const p of provedores) {
      try {
        const achado = await p.consultar(cep, AbortSignal.timeout(tempoLimiteMs))
        if (achado.tipo === 'encontrado') return achado
        alguemRespondeu = true
      } catch (e) {
        logger().warn({ provedor: p.nome, motivo: e instanceof Error ? e.message : String(e) }, 'provedor de CEP falhou; tentando o próximo')
      }
    }
    return alguemRespondeu ? { tipo: 'nao-encontrado' } : { tipo: 'indisponivel' }
  }

  return async function consultar(cep: string): Promise<ResultadoCep> {
    const guardado = cache.obter(cep)
    if (guardado) return guardado
    let promessa = emCurso.get(cep)
    if (!promessa) {
      promessa = perguntar(cep).finally(() => emCurso.delete(cep))
      emCurso.set(cep, promessa)
    }
    const r = await promessa
    if (r.tipo === 'encontrado') cache.guardar(cep, r, validadeEncontradoMs)
    else if (r.tipo === 'nao-encontrado') cache.guardar(cep, r, validadeNaoEncontradoMs)
    return r
  }
}

let padrao: ((cep: string) => Promise<ResultadoCep>) | undefined

/** The site's lookup: ViaCEP then BrasilAPI (CEP_VIACEP_URL, CEP_BRASILAPI_URL), one cache per process. */
export function consultarCep(cep: string): Promise<ResultadoCep> {
  const { CEP_VIACEP_URL, CEP_BRASILAPI_URL } = ambienteDoCep.atual()
  padrao ??= criarConsultaCep({ provedores: [viaCep(CEP_VIACEP_URL), brasilApi(CEP_BRASILAPI_URL)] })
  return padrao(cep)
}
