import { contemTermos, normalizar } from './texto'

/** One hit of the site search, whatever kind of content it came from. */
export interface ResultadoBusca {
  tipo: string
  titulo: string
  resumo: string
  href: string
}

export interface Pesquisavel {
  titulo: string
  texto: string
}

/** Minimum query length; shorter queries would match nearly everything. */
export const MINIMO_CONSULTA = 2

/**
 * The items whose title or text contain every word of the query (accent- and
 * case-insensitive); title matches come first, then by title.
 */
export function filtrarPorConsulta<T extends Pesquisavel>(itens: readonly T[], consulta: string): T[] {
  const q = consulta.trim()
  if (normalizar(q).length < MINIMO_CONSULTA) return []
  const noTitulo = (i: T) => contemTermos(i.titulo, q)
  return itens
    .filter((i) => noTitulo(i) || contemTermos(`${i.titulo} ${i.texto}`, q))
    .sort((a, b) => Number(noTitulo(b)) - Number(noTitulo(a)) || a.titulo.localeCompare(b.titulo, 'pt-BR'))
}
