import { z } from '@/domain/zod'

import { dataIsoDoDia, lerDataIndicador } from './indicadores'

/** One observation of a Central Bank SGS series. */
export interface ObservacaoSgs {
  /** Calendar day, "aaaa-mm-dd". */
  data: string
  valor: number
}

// The SGS JSON answer: [{ "data": "21/11/2026", "valor": "5.3321" }, …]
const RespostaSgs = z.array(z.object({ data: z.string(), valor: z.string() })).min(1)

/**
 * Reads an SGS answer into observations sorted by date. Throws on anything else
 * (an HTML error page, an empty list, a value that is not a number), so a bad
 * answer never overwrites a good stored value.
 */
export function lerRespostaSgs(corpo: unknown): ObservacaoSgs[] {
  const itens = RespostaSgs.parse(corpo)
  return itens
    .map(({ data, valor }) => {
      const d = lerDataIndicador(data)
      const v = Number(valor.trim().replace(',', '.'))
      if (!d || valor.trim() === '' || !Number.isFinite(v)) throw new Error(`Observação inválida da série SGS: ${data} = ${valor}`)
      return { data: dataIsoDoDia(d), valor: v }
    })
    .sort((a, b) => a.data.localeCompare(b.data))
}

/** How many recent observations each refresh asks for (the page's chart shows them). */
export const OBSERVACOES_POR_SERIE = 30

/** The address of a series' last observations under the configured base URL. */
export function urlDaSerie(base: string, serie: number, ultimas = OBSERVACOES_POR_SERIE): string {
  return `${base.replace(/\/+$/, '')}/bcdata.sgs.${serie}/dados/ultimos/${ultimas}?formato=json`
}
