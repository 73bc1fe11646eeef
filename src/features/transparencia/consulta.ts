import 'server-only'

import {
  anosDoFiltro,
  buscarPublicacoes,
  filtrarPorData,
  filtroAtivo,
  lerFiltroData,
  ordenarPublicacoes,
  type FiltroData,
} from '@/domain/transparencia'
import { publicacoesDoTipo, todasPublicacoes, type PublicacaoPublica } from '@/server/dados/transparencia'

export type Busca = Record<string, string | string[] | undefined>

const um = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? ''

/** What the address asks for: the search text and the month/year filter (spec 2 §2: ?month=&year=). */
export function lerConsulta(sp: Busca, hoje = new Date()): { busca: string; filtro: FiltroData; anos: number[] } {
  return { busca: um(sp.busca).trim().slice(0, 100), filtro: lerFiltroData(um(sp.month), um(sp.year), hoje), anos: anosDoFiltro(hoje) }
}

/** The query string that reproduces the same list (for the open-data links). */
export function consultaDaLista(busca: string, filtro: FiltroData): string {
  const q = new URLSearchParams()
  if (busca) q.set('busca', busca)
  if (filtro.mes !== null) q.set('month', String(filtro.mes))
  if (filtro.ano !== null) q.set('year', String(filtro.ano))
  return q.toString()
}

/**
 * The publications a list shows: one category (or all), narrowed by the
 * search over title or subtitle and by month/year, newest first.
 */
export async function publicacoesDaLista(tipo: number | null, busca: string, filtro: FiltroData): Promise<{ publicacoes: PublicacaoPublica[]; filtrado: boolean }> {
  const base = tipo === null ? await todasPublicacoes() : await publicacoesDoTipo(tipo)
  return { publicacoes: ordenarPublicacoes(filtrarPorData(buscarPublicacoes(base, busca), filtro)), filtrado: Boolean(busca) || filtroAtivo(filtro) }
}
