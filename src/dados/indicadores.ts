import 'server-only'

import { cache } from 'react'

import type { ObservacaoSgs } from '@/domain/sgs'

import { todosComoVisitante } from './payload'

/** An indicator's stored value as the site shows it. */
export interface ValorIndicador {
  chave: string
  valor: number | null
  /** Calendar day of the value, "aaaa-mm-dd" ('' when none yet). */
  data: string
  historico: ObservacaoSgs[]
  atualizadoEm: string | null
  demonstracao: boolean
}

function historico(valor: unknown): ObservacaoSgs[] {
  if (!Array.isArray(valor)) return []
  return valor.filter(
    (o): o is ObservacaoSgs =>
      typeof o === 'object' && o !== null && typeof (o as ObservacaoSgs).data === 'string' && typeof (o as ObservacaoSgs).valor === 'number',
  )
}

/** Every stored indicator, keyed by chave. */
export const lerIndicadores = cache(async (): Promise<Map<string, ValorIndicador>> => {
  return new Map(
    (await todosComoVisitante('indicadores')).map((d) => [
      d.chave,
      {
        chave: d.chave,
        valor: typeof d.valor === 'number' ? d.valor : null,
        data: d.data ?? '',
        historico: historico(d.historico),
        atualizadoEm: d.atualizadoEm ?? null,
        demonstracao: Boolean(d.demonstracao),
      },
    ]),
  )
})
