import { lerDia } from './datas'
import { sanitizarHtml, textoPuro } from './html'
import { lerPagina } from './noticia'
import { contemTermos, normalizar } from './texto'

/**
 * Transparency, publications and tenders (spec 2 §2–§9): the menu items and
 * publications of the legacy system, and the rules the pages apply to them.
 */

/** Menu parents and the tenders' default item (spec 2 §9). */
export const MENU_TRANSPARENCIA = 3
export const MENU_LICITACOES = 24
export const ITEM_LICITACOES_PADRAO = 109
export const STATUS_PUBLICADO = 'PBL'
export const FORMATO_LINK_EXTERNO = 'LINK EXTERNO'
/** Year filter range: 2015 to the current year (spec 2 §5). */
export const PRIMEIRO_ANO = 2015
/** Delay before the local search applies what was typed (spec 2 §9). */
export const ATRASO_BUSCA_MS = 300

export const MENSAGENS = {
  publicacoesFalharam: 'Erro ao carregar publicações. Por favor, tente novamente mais tarde.',
  semPublicacoes: 'Nenhuma publicação encontrada.',
  semPublicacoesNoFiltro: 'Nenhuma publicação encontrada com os filtros selecionados.',
  semResultados: (termo: string) => `Nenhum resultado encontrado para "${termo}"`,
  resultados: (termo: string, n: number) => `Resultados para "${termo}" (${n} encontrados):`,
  semTitulo: 'Sem título',
  semData: 'Data não disponível',
} as const

export interface ItemMenu {
  id: number
  titulo: string
  /** HTML, a link, or a numeric publication-type id. */
  complemento: string
  formato: string
  menuPai: number | null
  status: string
  ordem: number
}

export interface Publicacao {
  id: number
  tipoPublicacao: number
  tituloPublicacao: string | null
  subtituloPublicacao: string | null
  descricaoPublicacao: string | null
  /** As stored: ISO, dd/mm/yyyy or anything Date can read; see lerDataPublicacao. */
  dataPublicacao: string | null
  nomeArquivo: string | null
  tipoArquivo: string | null
  tamanhoArquivo: number | null
}

/**
 * The spec's slug: the title lower-cased, spaces to hyphens, other non-word
 * characters removed. Accents are folded first ("Código de Ética" →
 * "codigo-de-etica"); the legacy rule dropped them ("cdigo-de-tica"), and
 * itemDoSlug still answers to those old addresses.
 */
export function slugDoItem(titulo: string): string {
  return slugLegado(normalizar(titulo))
}

/** The legacy site's rule, byte for byte: JavaScript's \w knows no accents. */
export function slugLegado(titulo: string): string {
  return titulo.toLowerCase().trim().replace(/\s+/g, '-').replace(/[^\w-]+/g, '')
}

/** The item a slug names, new or legacy form. */
export function itemDoSlug<T extends Pick<ItemMenu, 'titulo'>>(itens: readonly T[], slug: string): T | undefined {
  const s = decodificar(slug).toLowerCase()
  return itens.find((i) => slugDoItem(i.titulo) === s) ?? itens.find((i) => slugLegado(i.titulo) === s)
}

function decodificar(s: string): string {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}

/** Published items under a parent, by ordem then title (pt-BR). */
export function itensDoMenu<T extends ItemMenu>(itens: readonly T[], pai: number): T[] {
  return itens
    .filter((i) => i.menuPai === pai && i.status === STATUS_PUBLICADO)
    .sort((a, b) => a.ordem - b.ordem || a.titulo.localeCompare(b.titulo, 'pt-BR'))
}

/** With no slug, transparency opens the code-of-ethics item (spec 2 §2). */
export function itemPadraoTransparencia<T extends Pick<ItemMenu, 'titulo'>>(itens: readonly T[]): T | undefined {
  return itens.find((i) => normalizar(i.titulo).includes('codigo de etica')) ?? itens[0]
}

export type ConteudoItem =
  | { tipo: 'link'; href: string }
  | { tipo: 'publicacoes'; tipoPublicacao: number }
  | { tipo: 'html'; html: string }

/** How an item renders: external link, publications of a numeric type, or HTML, sanitised (spec 2 §4). */
export function conteudoDoItem(item: Pick<ItemMenu, 'complemento' | 'formato'>): ConteudoItem {
  const c = item.complemento.trim()
  if (item.formato === FORMATO_LINK_EXTERNO) return { tipo: 'link', href: c }
  if (/^\d+$/.test(c)) return { tipo: 'publicacoes', tipoPublicacao: Number(c) }
  return { tipo: 'html', html: sanitizarHtml(item.complemento) }
}

/**
 * Transparency (and tenders) search: every word, accent- and case-insensitive,
 * in the title or in the complemento's text. The legacy tenders search only trimmed;
 * folding there too is deliberate (docs/spec-notes.md).
 */
export function buscarItens<T extends Pick<ItemMenu, 'titulo' | 'complemento'>>(itens: readonly T[], termo: string): T[] {
  if (!termo.trim()) return [...itens]
  return itens.filter((i) => contemTermos(i.titulo, termo) || contemTermos(textoPuro(i.complemento), termo))
}

/** Publications search: every word, accent- and case-insensitive, in the title or in the subtitle. */
export function buscarPublicacoes<T extends Pick<Publicacao, 'tituloPublicacao' | 'subtituloPublicacao'>>(pubs: readonly T[], termo: string): T[] {
  if (!termo.trim()) return [...pubs]
  return pubs.filter((p) => contemTermos(p.tituloPublicacao ?? '', termo) || contemTermos(p.subtituloPublicacao ?? '', termo))
}

/**
 * A publication's date (spec 2 §5): ISO with a T, dd/mm/yyyy, or whatever
 * Date can read; anything invalid (31/02/2024 included) is null. Day-only
 * values are read at UTC midnight so the day never shifts.
 */
export function lerDataPublicacao(valor: string | null | undefined): Date | null {
  const s = (valor ?? '').trim()
  if (!s) return null
  // An ISO date-time keeps its time; a bare day is read by lerDia, which refuses 31/02.
  if (/^\d{4}-\d{2}-\d{2}T/.test(s) || !/^(\d{2}\/\d{2}\/\d{4}|\d{4}-\d{2}-\d{2})$/.test(s)) {
    const d = new Date(s)
    return Number.isNaN(d.getTime()) ? null : d
  }
  return lerDia(s)
}

/** 'dd/mm/aaaa' in pt-BR, or 'Data não disponível'. */
export function formatarDataPublicacao(valor: string | null | undefined): string {
  const d = lerDataPublicacao(valor)
  return d ? d.toLocaleDateString('pt-BR', { timeZone: 'UTC' }) : MENSAGENS.semData
}

export function tituloDaPublicacao(p: Pick<Publicacao, 'tituloPublicacao'>): string {
  return p.tituloPublicacao?.trim() || MENSAGENS.semTitulo
}

/** The years the filter offers, newest first: the current year down to 2015. */
export function anosDoFiltro(hoje: Date): number[] {
  const atual = Math.max(hoje.getFullYear(), PRIMEIRO_ANO)
  return Array.from({ length: atual - PRIMEIRO_ANO + 1 }, (_, i) => atual - i)
}

export const MESES = ['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro'] as const

export interface FiltroData {
  /** 0 (January) to 11 (December). */
  mes: number | null
  ano: number | null
}

/** Month and year from the query string; anything out of range is ignored. */
export function lerFiltroData(mes: string | null | undefined, ano: string | null | undefined, hoje: Date): FiltroData {
  const m = /^\d{1,2}$/.test(mes ?? '') ? Number(mes) : NaN
  const a = /^\d{4}$/.test(ano ?? '') ? Number(ano) : NaN
  return {
    mes: m >= 0 && m <= 11 ? m : null,
    ano: a >= PRIMEIRO_ANO && a <= Math.max(hoje.getFullYear(), PRIMEIRO_ANO) ? a : null,
  }
}

export const filtroAtivo = (f: FiltroData) => f.mes !== null || f.ano !== null

/** Publications per page of a list (?pagina=N). */
export const PUBLICACOES_POR_PAGINA = 20

export type ParametrosDaConsulta = Record<string, string | string[] | undefined>

/** A query parameter's first value ('' when absent). */
export const primeiroValor = (v: string | string[] | undefined): string => (Array.isArray(v) ? v[0] : v) ?? ''

export interface ConsultaPublicacoes {
  busca: string
  filtro: FiltroData
  pagina: number
}

/** What a list's address asks for: search text, month/year (spec 2 §2: ?month=&year=) and page. */
export function lerConsulta(sp: ParametrosDaConsulta, hoje: Date): ConsultaPublicacoes {
  return {
    busca: primeiroValor(sp.busca).trim().slice(0, 100),
    filtro: lerFiltroData(primeiroValor(sp.month), primeiroValor(sp.year), hoje),
    pagina: lerPagina(sp.pagina),
  }
}

/** The query string of the same list without its page (open-data links, pager links). */
export function consultaDaLista({ busca, filtro }: Pick<ConsultaPublicacoes, 'busca' | 'filtro'>): string {
  const q = new URLSearchParams()
  if (busca) q.set('busca', busca)
  if (filtro.mes !== null) q.set('month', String(filtro.mes))
  if (filtro.ano !== null) q.set('year', String(filtro.ano))
  return q.toString()
}

/**
 * What a publications list shows: narrowed by the search (title or subtitle)
 * and the month/year, newest first, cut to the page.
 */
export function listaDePublicacoes<T extends Publicacao>(pubs: readonly T[], c: ConsultaPublicacoes) {
  const todas = ordenarPublicacoes(filtrarPorData(buscarPublicacoes(pubs, c.busca), c.filtro))
  const totalPaginas = Math.max(1, Math.ceil(todas.length / PUBLICACOES_POR_PAGINA))
  const inicio = (c.pagina - 1) * PUBLICACOES_POR_PAGINA
  return { todas, pagina: todas.slice(inicio, inicio + PUBLICACOES_POR_PAGINA), totalPaginas, filtrado: Boolean(c.busca) || filtroAtivo(c.filtro) }
}

/**
 * Publications matching the month and year (in UTC). With a filter active,
 * those with no valid date are left out (spec 2 §5).
 */
export function filtrarPorData<T extends Pick<Publicacao, 'dataPublicacao'>>(pubs: readonly T[], f: FiltroData): T[] {
  if (!filtroAtivo(f)) return [...pubs]
  return pubs.filter((p) => {
    const d = lerDataPublicacao(p.dataPublicacao)
    if (!d) return false
    return (f.mes === null || d.getUTCMonth() === f.mes) && (f.ano === null || d.getUTCFullYear() === f.ano)
  })
}

/** Newest first; undated last, then by title. */
export function ordenarPublicacoes<T extends Pick<Publicacao, 'dataPublicacao' | 'tituloPublicacao'>>(pubs: readonly T[]): T[] {
  const t = (p: T) => lerDataPublicacao(p.dataPublicacao)?.getTime() ?? -Infinity
  return [...pubs].sort((a, b) => t(b) - t(a) || (a.tituloPublicacao ?? '').localeCompare(b.tituloPublicacao ?? '', 'pt-BR'))
}

/** '850 KB', '1,2 MB' (pt-BR decimal comma). */
export function tamanhoLegivel(bytes: number | null | undefined): string {
  if (bytes == null || !Number.isFinite(bytes) || bytes < 0) return ''
  if (bytes < 1024) return `${bytes} B`
  const kb = bytes / 1024
  if (kb < 1024) return `${Math.round(kb)} KB`
  return `${(kb / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`
}

/** 'PDF', 'XLSX'… from the file name. */
export function extensaoDoArquivo(nome: string | null | undefined): string {
  const m = /\.([a-z0-9]{1,8})$/i.exec(nome ?? '')
  return m?.[1] ? m[1].toUpperCase() : ''
}

/** 'mm/aaaa' of the legacy field dataPublicacaoMesAno, or null. */
export function mesAno(valor: string | null | undefined): string | null {
  const d = lerDataPublicacao(valor)
  return d ? `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}` : null
}

/** The address a publication downloads from (spec 2 §7). */
export const enderecoDownload = (id: number) => `/transparencia/download?idPublicacao=${id}`

/** A publication in the legacy call's shape (spec 2 §3, Publication). */
export function publicacaoLegada(p: Publicacao) {
  const extensao = extensaoDoArquivo(p.nomeArquivo)
  return {
    id: p.id,
    tipoPublicacao: p.tipoPublicacao,
    dataPublicacao: p.dataPublicacao,
    dataPublicacaoMesAno: mesAno(p.dataPublicacao),
    tituloPublicacao: p.tituloPublicacao,
    subtituloPublicacao: p.subtituloPublicacao,
    descricaoPublicacao: p.descricaoPublicacao,
    formato: extensao || null,
    endereco: enderecoDownload(p.id),
    tamanhoArquivo: p.tamanhoArquivo,
    tipoArquivo: p.tipoArquivo,
    nomeArquivo: p.nomeArquivo,
    // Paging fields of the legacy service; every answer here is whole.
    dataInicio: null,
    dataFim: null,
    pagina: null,
    paginas: null,
    extensaoArquivo: extensao ? extensao.toLowerCase() : null,
  }
}

/** A menu item in the legacy call's shape. */
export function itemMenuLegado(i: ItemMenu) {
  return { id: i.id, titulo: i.titulo, complemento: i.complemento, formato: i.formato, menuPai: i.menuPai, status: i.status, ordem: i.ordem }
}
