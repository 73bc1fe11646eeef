import { filtrarPorConsulta, MINIMO_CONSULTA, type ResultadoBusca } from './busca'
import { slugDoFundo } from './fundos'
import { textoPuro } from './html'
import { resumoSecundario } from './noticia'
import { INFO_PERFIS, type Perfil } from './perfil'
import { resumoDoCartao } from './produto'
import { normalizar } from './texto'
import { FORMATO_LINK_EXTERNO, MENU_LICITACOES, MENU_TRANSPARENCIA, slugDoItem, STATUS_PUBLICADO, tituloDaPublicacao } from './transparencia'

/**
 * The site search's index: one entry per public document, written by the
 * collections' hooks when the document changes, so a query reads one table
 * instead of every document of every kind.
 */

/** The kinds the results page groups by, in the order it shows them. */
export const GRUPOS_BUSCA = ['Produtos', 'Notícias', 'Transparência', 'Publicações', 'Fundos estaduais', 'Páginas institucionais', 'Casos de sucesso'] as const
export type GrupoBusca = (typeof GRUPOS_BUSCA)[number]

/** Results shown per kind; the rest is counted ("e mais N"). */
export const RESULTADOS_POR_GRUPO = 20

export interface EntradaIndice extends ResultadoBusca {
  grupo: GrupoBusca
  /** Title and text, accents and case folded, whitespace collapsed: what the database matches. */
  texto: string
}

/** The folded text an entry is matched on. */
export function textoDoIndice(...partes: (string | null | undefined)[]): string {
  return normalizar(partes.filter(Boolean).join(' ')).replace(/\s+/g, ' ').trim()
}

/**
 * The words of a query as the index stores them. LIKE's wildcards are dropped
 * from the words (the database only narrows; filtrarPorConsulta decides).
 */
export function termosDaConsulta(consulta: string): string[] {
  const q = normalizar(consulta.trim())
  if (q.length < MINIMO_CONSULTA) return []
  return q.split(/\s+/).map((t) => t.replace(/[%_\\]/g, '')).filter(Boolean)
}

export interface GrupoDeResultados {
  grupo: GrupoBusca
  resultados: ResultadoBusca[]
  total: number
  /** Where the kind's own page lists every match, when it has one and there are more than shown. */
  verTodos?: { href: string; rotulo: string }
}

/** Kinds whose own page searches the same way: beyond the first 20 the results page links there. */
const PAGINA_DE_BUSCA: Partial<Record<GrupoBusca, { caminho: string; rotulo: string }>> = {
  Publicações: { caminho: '/publicacoes', rotulo: 'Ver todas as publicações encontradas' },
}

/** The hits grouped by kind (in GRUPOS_BUSCA order), each sorted title matches first, then by title. */
export function agruparResultados(entradas: readonly EntradaIndice[], consulta: string, porGrupo = RESULTADOS_POR_GRUPO): GrupoDeResultados[] {
  return GRUPOS_BUSCA.flatMap((grupo) => {
    const achados = filtrarPorConsulta(
      entradas.filter((e) => e.grupo === grupo),
      consulta,
    )
    if (achados.length === 0) return []
    const resultados = achados.slice(0, porGrupo).map(({ tipo, titulo, resumo, href }) => ({ tipo, titulo, resumo, href }))
    const pagina = PAGINA_DE_BUSCA[grupo]
    const verTodos = pagina && achados.length > porGrupo ? { href: `${pagina.caminho}?${new URLSearchParams({ busca: consulta.trim() })}`, rotulo: pagina.rotulo } : undefined
    return [{ grupo, total: achados.length, resultados, ...(verTodos && { verTodos }) }]
  })
}

// One builder per collection: the document as a visitor sees it → its entry,
// or null when it has no place in the search.

export function entradaDeProduto(p: { id: number; titulo: string; perfil: Perfil; descricao?: string | null; texto?: string | null }): EntradaIndice {
  const info = INFO_PERFIS[p.perfil]
  return {
    grupo: 'Produtos',
    tipo: `Produto · ${info.titulo}`,
    titulo: p.titulo,
    resumo: resumoDoCartao(p.descricao ?? ''),
    href: `${info.rota}/${p.id}`,
    texto: textoDoIndice(p.titulo, textoPuro(`${p.descricao ?? ''} ${p.texto ?? ''}`)),
  }
}

export function entradaDeNoticia(n: { id: number; titulo: string; resumo: string; corpo?: string | null }): EntradaIndice {
  return {
    grupo: 'Notícias',
    tipo: 'Notícia',
    titulo: n.titulo,
    resumo: resumoSecundario(n.resumo),
    href: `/noticias/${n.id}`,
    texto: textoDoIndice(n.titulo, n.resumo, textoPuro(n.corpo ?? '')),
  }
}

/** Transparency (parent 3) and tenders (parent 24) items with status PBL; other items are not pages of their own. */
export function entradaDeItemMenu(i: { id: number; titulo: string; menuPai: number | null; status: string; formato: string; complemento?: string | null }): EntradaIndice | null {
  if (i.status !== STATUS_PUBLICADO) return null
  if (i.menuPai !== MENU_TRANSPARENCIA && i.menuPai !== MENU_LICITACOES) return null
  // Only a text item's complemento is words; a link's is an address, a category's a number.
  const texto = i.formato === 'TEXTO' ? textoPuro(i.complemento ?? '') : ''
  const transparencia = i.menuPai === MENU_TRANSPARENCIA
  return {
    grupo: 'Transparência',
    tipo: transparencia ? 'Transparência' : 'Licitações',
    titulo: i.titulo,
    resumo: i.formato === FORMATO_LINK_EXTERNO ? 'Link externo' : resumoSecundario(texto),
    href: transparencia ? `/transparencia/${slugDoItem(i.titulo)}` : `/licitacoes?item=${i.id}`,
    texto: textoDoIndice(i.titulo, texto),
  }
}

export function entradaDePublicacao(p: {
  tipoPublicacao: number
  tituloTipo: string
  tituloPublicacao?: string | null
  subtituloPublicacao?: string | null
  descricaoPublicacao?: string | null
}): EntradaIndice {
  const titulo = tituloDaPublicacao({ tituloPublicacao: p.tituloPublicacao ?? null })
  return {
    grupo: 'Publicações',
    tipo: p.tituloTipo ? `Publicação · ${p.tituloTipo}` : 'Publicação',
    titulo,
    resumo: p.subtituloPublicacao ?? '',
    // The category's page, already searched for this publication.
    href: `/publicacoes/${p.tipoPublicacao}?${new URLSearchParams({ busca: titulo })}`,
    texto: textoDoIndice(titulo, p.subtituloPublicacao, p.descricaoPublicacao, p.tituloTipo),
  }
}

export function entradaDeFundo(f: { codigo: string; titulo: string; resumo: string; corpo?: string | null }): EntradaIndice {
  return {
    grupo: 'Fundos estaduais',
    tipo: 'Fundo estadual',
    titulo: `${f.codigo}: ${f.titulo}`,
    resumo: f.resumo,
    href: `/fundos-estatais/${slugDoFundo(f.codigo)}`,
    texto: textoDoIndice(f.codigo, f.titulo, f.resumo, textoPuro(f.corpo ?? '')),
  }
}

export function entradaDeCaso(c: { rota: string; titulo: string; empresa: string; resumo: string; corpo?: string | null }): EntradaIndice {
  return {
    grupo: 'Casos de sucesso',
    tipo: 'Caso de sucesso',
    titulo: c.titulo,
    resumo: c.resumo,
    href: `/${c.rota}`,
    texto: textoDoIndice(c.titulo, c.empresa, c.resumo, textoPuro(c.corpo ?? '')),
  }
}

export function entradaDePaginaInstitucional(p: { rota: string; titulo: string; resumo: string; secoes?: { titulo: string; corpo?: string | null }[] | null }): EntradaIndice {
  return {
    grupo: 'Páginas institucionais',
    tipo: 'Página institucional',
    titulo: p.titulo,
    resumo: p.resumo,
    href: `/${p.rota}`,
    texto: textoDoIndice(p.titulo, p.resumo, ...(p.secoes ?? []).map((s) => `${s.titulo} ${textoPuro(s.corpo ?? '')}`)),
  }
}

export function entradaDeProjetoSocial(p: { slug: string; nome: string; resumo: string; corpo?: string | null }): EntradaIndice {
  return {
    grupo: 'Páginas institucionais',
    tipo: 'Projeto social',
    titulo: p.nome,
    resumo: p.resumo,
    href: `/projetos-sociais?${new URLSearchParams({ projeto: p.slug })}`,
    texto: textoDoIndice(p.nome, p.resumo, textoPuro(p.corpo ?? '')),
  }
}

/** A governing body of /administracao-e-orgaos-auxiliares, found by its members' names and roles too. */
export function entradaDeOrgao(o: { nome: string; descricao: string; membros?: { nome: string; cargo: string }[] | null }): EntradaIndice {
  return {
    grupo: 'Páginas institucionais',
    tipo: 'Administração e órgãos auxiliares',
    titulo: o.nome,
    resumo: resumoSecundario(o.descricao),
    href: '/administracao-e-orgaos-auxiliares',
    texto: textoDoIndice(o.nome, o.descricao, ...(o.membros ?? []).map((m) => `${m.nome} ${m.cargo}`)),
  }
}

/** A directorate of /diretorias, found by its head and its areas too. */
export function entradaDeDiretoria(d: { nome: string; responsavel: string; areas?: { nome: string; responsavel: string }[] | null }): EntradaIndice {
  return {
    grupo: 'Páginas institucionais',
    tipo: 'Diretoria',
    titulo: d.nome,
    resumo: `Diretor(a): ${d.responsavel}`,
    href: '/diretorias',
    texto: textoDoIndice(d.nome, d.responsavel, ...(d.areas ?? []).map((a) => `${a.nome} ${a.responsavel}`)),
  }
}
