import { z } from 'zod'

import type { EnderecoDoCep } from '@/domain/cep'

import { codigoIbgeDoMunicipio } from '../localidades'

/** What one provider says about a CEP; a failure (down, slow, an answer out of its format) throws. */
export type Achado = { tipo: 'encontrado'; endereco: EnderecoDoCep } | { tipo: 'nao-encontrado' }

export interface ProvedorCep {
  /** Names the provider in logs. */
  nome: string
  consultar: (cep: string, sinal: AbortSignal) => Promise<Achado>
}

const texto = z.string().nullish().transform((v) => v?.trim() ?? '')

/** ViaCEP's answer: the address, or `{"erro": true}` (older servers: `"true"`) with status 200 when unknown. */
const respostaViaCep = z.union([
  z.object({ erro: z.union([z.literal(true), z.literal('true')]) }),
  z.object({ logradouro: texto, bairro: texto, localidade: z.string().min(1), uf: z.string().length(2), ibge: texto }),
])

/** ViaCEP (`{base}/{cep}/json/`, base e.g. https://viacep.com.br/ws): its own IBGE code. */
export function viaCep(base: string): ProvedorCep {
  return {
    nome: 'viacep',
    async consultar(cep, sinal) {
      const r = await fetch(`${base.replace(/\/+$/, '')}/${cep}/json/`, { headers: { Accept: 'application/json' }, signal: sinal })
      if (!r.ok) throw new Error(`ViaCEP respondeu HTTP ${r.status}`)
      const lido = respostaViaCep.safeParse(await r.json())
      if (!lido.success) throw new Error('ViaCEP respondeu fora do seu formato')
      const corpo = lido.data
      if ('erro' in corpo) return { tipo: 'nao-encontrado' }
      const codigoIbge = /^\d{7}$/.test(corpo.ibge) ? corpo.ibge : (codigoIbgeDoMunicipio(corpo.uf, corpo.localidade) ?? '')
      return { tipo: 'encontrado', endereco: { logradouro: corpo.logradouro, bairro: corpo.bairro, cidade: corpo.localidade, uf: corpo.uf, codigoIbge } }
    },
  }
}

const respostaBrasilApi = z.object({ state: z.string().length(2), city: z.string().min(1), neighborhood: texto, street: texto })

/**
 * BrasilAPI's CEP v1 (`{base}/{cep}`, base e.g. https://brasilapi.com.br/api/cep/v1): 404 when no
 * service it asks knows the CEP. It gives no IBGE code: taken from the IBGE data by city and state.
 */
export function brasilApi(base: string): ProvedorCep {
  return {
    nome: 'brasilapi',
    async consultar(cep, sinal) {
      const r = await fetch(`${base.replace(/\/+$/, '')}/${cep}`, { headers: { Accept: 'application/json' }, signal: sinal })
      if (r.status === 404) return { tipo: 'nao-encontrado' }
      if (!r.ok) throw new Error(`BrasilAPI respondeu HTTP ${r.status}`)
      const lido = respostaBrasilApi.safeParse(await r.json())
      if (!lido.success) throw new Error('BrasilAPI respondeu fora do seu formato')
      const corpo = lido.data
      const codigoIbge = codigoIbgeDoMunicipio(corpo.state, corpo.city) ?? ''
      return { tipo: 'encontrado', endereco: { logradouro: corpo.street, bairro: corpo.neighborhood, cidade: corpo.city, uf: corpo.state, codigoIbge } }
    },
  }
}
