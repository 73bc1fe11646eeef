import { FUSO_DO_SITE } from './datas'
import { resumir } from './texto'

/** A news item as the public site and the legacy API show it (spec 1 §3, News item). */
export interface NoticiaPublica {
  id: number
  titulo: string
  resumo: string
  /** Sanitised HTML of the body. */
  corpoFormatado: string
  /** File name of the cover image, served at /fas/noticias/image/{nomeImagemCapa}. */
  nomeImagemCapa: string | null
  /** Alternative text of the cover image ('' when decorative). */
  textoAlternativoCapa: string
  /** ISO date of the item. */
  data: string
  /** The date in pt-BR (dd/mm/aaaa). */
  dataFormatada: string
  destaque: boolean
}

/** Highlights shown on the home page (spec 1 §2.3, §5 "Lists", §9). */
export const LIMITE_DESTAQUES = 3
/** The latest-news block: one large item and two small ones (spec 1 §2.3). */
export const NOTICIAS_NA_HOME = 3
/** Summary cut of the large and of the small items of the latest-news block (spec 1 §9). */
export const CORTE_RESUMO_PRINCIPAL = 1000
export const CORTE_RESUMO_SECUNDARIO = 150
/** News items per page of /noticias. */
export const NOTICIAS_POR_PAGINA = 9


/** Newest first; items with an unreadable date go last. */
export function ordenarPorDataDesc<T extends { data: string }>(itens: readonly T[]): T[] {
  const tempo = (i: T) => {
    const t = Date.parse(i.data)
    return Number.isNaN(t) ? -Infinity : t
  }
  return [...itens].sort((a, b) => tempo(b) - tempo(a))
}

/** The home page's highlights: sorted by date, newest first, the first 3 kept (spec 1 §5). */
export function destaques<T extends { data: string }>(itens: readonly T[]): T[] {
  return ordenarPorDataDesc(itens).slice(0, LIMITE_DESTAQUES)
}

/** The large item's summary: whole up to 1000 characters, else cut there with '...'. */
export function resumoPrincipal(resumo: string): string {
  return resumir(resumo, CORTE_RESUMO_PRINCIPAL, CORTE_RESUMO_PRINCIPAL)
}

/** A small item's summary: whole up to 150 characters, else cut there followed by '...'. */
export function resumoSecundario(resumo: string): string {
  return resumir(resumo, CORTE_RESUMO_SECUNDARIO, CORTE_RESUMO_SECUNDARIO)
}

/** A news date in pt-BR as a reader in Rio Grande do Sul sees it ('' when unreadable). */
export function formatarDataNoticia(iso: string): string {
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return ''
  return new Intl.DateTimeFormat('pt-BR', { timeZone: FUSO_DO_SITE, day: '2-digit', month: '2-digit', year: 'numeric' }).format(d)
}

/** The long form for the item page: "22 de novembro de 2026" ('' when unreadable). */
export function formatarDataNoticiaPorExtenso(iso: string): string {
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return ''
  return new Intl.DateTimeFormat('pt-BR', { timeZone: FUSO_DO_SITE, day: 'numeric', month: 'long', year: 'numeric' }).format(d)
}

/**
 * The page number of a `?pagina=` parameter: 1 when absent or not a positive
 * whole number (a mistyped address shows the first page, not an error).
 */
export function lerPagina(valor: string | string[] | undefined): number {
  const bruto = Array.isArray(valor) ? valor[0] : valor
  if (!bruto || !/^\d{1,6}$/.test(bruto)) return 1
  return Math.max(1, Number(bruto))
}

/**
 * The page numbers a pager shows: the first, the last and the ones around the
 * current, with `null` where numbers are skipped ("1 … 4 5 6 … 12").
 */
export function numerosDePagina(atual: number, total: number): (number | null)[] {
  const visiveis = new Set([1, total, atual - 1, atual, atual + 1].filter((n) => n >= 1 && n <= total))
  const ordenadas = [...visiveis].sort((a, b) => a - b)
  const saida: (number | null)[] = []
  for (const n of ordenadas) {
    const anterior = saida.at(-1)
    if (typeof anterior === 'number' && n - anterior > 1) saida.push(null)
    saida.push(n)
  }
  return saida
}

/** A news item with the legacy answer's field names (spec 1 §3, §7). */
export function noticiaLegada(n: NoticiaPublica) {
  return {
    id: n.id,
    titulo: n.titulo,
    resumo: n.resumo,
    corpo: n.corpoFormatado,
    corpoFormatado: n.corpoFormatado,
    nomeImagemCapa: n.nomeImagemCapa,
    data: n.data,
    dataFormatada: n.dataFormatada,
  }
}
