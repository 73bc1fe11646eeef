import { CANAIS, enderecoDoCanal } from './atendimento'
import { ENDERECO_CARTA_SERVICOS, ENDERECO_RELATORIO_OUVIDORIA } from './carta-servicos'
import { ENDERECO_ACOMPANHAR } from './submissao/acompanhamento'
import { slugDoFundo } from './fundos'
import { INFO_PERFIS, type Perfil } from './perfil'
import { FORMATO_LINK_EXTERNO, MENU_TRANSPARENCIA, STATUS_PUBLICADO, slugDoItem } from './transparencia'

/**
 * The sitemap (/sitemap.xml): every public page a search engine should know, with the day its content
 * last changed. Built from what an anonymous visitor may read, so drafts never appear.
 */

/** Pages whose address is fixed; their content is a list or a fixed text (no single date of change). */
export const PAGINAS_FIXAS: readonly string[] = [
  '/home',
  '/agronegocio',
  '/empresa',
  '/municipio',
  '/inovacao',
  '/noticias',
  '/indicadores',
  '/licitacoes',
  '/transparencia',
  '/publicacoes',
  '/documentos-para-download',
  '/documentos-para-download-agro',
  '/documentos-para-download-empresa',
  '/documentos-para-download-municipio',
  '/documentos-para-download-inovacao',
  '/diretorias',
  '/administracao-e-orgaos-auxiliares',
  '/organograma',
  '/remuneracao',
  '/fundos-governamentais',
  '/projetos-sociais',
  '/documentos-para-download-clientes',
  '/atendimento-ao-cliente',
  // Each customer-service channel is a page of its own (the default one is also /atendimento-ao-cliente).
  ...CANAIS.map((c) => enderecoDoCanal(c.slug)),
  ENDERECO_ACOMPANHAR,
  '/formulario/pessoa-fisica',
  '/formulario/pessoa-juridica',
  ENDERECO_CARTA_SERVICOS,
  ENDERECO_RELATORIO_OUVIDORIA,
]

interface Datado {
  updatedAt: string
}

/** What the sitemap is made of, as an anonymous visitor reads it. */
export interface ConteudoDoMapa {
  produtos: (Datado & { id: number; perfil: Perfil })[]
  /** Innovation products built into the site (no date: their text is code). */
  produtosEmbutidos: { id: number }[]
  noticias: (Datado & { id: number })[]
  itensMenu: (Datado & { titulo: string; menuPai: number | null; status: string; formato: string })[]
  tiposPublicacao: (Datado & { id: number })[]
  publicacoes: (Datado & { tipoPublicacao: number })[]
  fundos: (Datado & { codigo: string })[]
  casos: (Datado & { rota: string })[]
  paginas: (Datado & { rota: string })[]
}

export interface EntradaDoMapa {
  caminho: string
  /** ISO date of the last change, when the page has one. */
  atualizadaEm?: string
}

function maisRecente(a: string | undefined, b: string): string {
  return a && a > b ? a : b
}

/** Every public page of the site, each address once, in the order above then by kind. */
export function entradasDoMapa(c: ConteudoDoMapa): EntradaDoMapa[] {
  // A publication page changes when its category or any of its publications does.
  const publicacoesPorTipo = new Map<number, string>()
  for (const p of c.publicacoes) publicacoesPorTipo.set(p.tipoPublicacao, maisRecente(publicacoesPorTipo.get(p.tipoPublicacao), p.updatedAt))
  const entradas: EntradaDoMapa[] = [
    ...PAGINAS_FIXAS.map((caminho) => ({ caminho })),
    ...c.paginas.map((p) => ({ caminho: `/${p.rota}`, atualizadaEm: p.updatedAt })),
    ...c.casos.map((p) => ({ caminho: `/${p.rota}`, atualizadaEm: p.updatedAt })),
    ...c.produtos.map((p) => ({ caminho: `${INFO_PERFIS[p.perfil].rota}/${p.id}`, atualizadaEm: p.updatedAt })),
    ...c.produtosEmbutidos.map((p) => ({ caminho: `${INFO_PERFIS.INV.rota}/${p.id}` })),
    ...c.noticias.map((n) => ({ caminho: `/noticias/${n.id}`, atualizadaEm: n.updatedAt })),
    ...c.itensMenu
      // Only published transparency items are pages of their own; an external link is another site's page.
      .filter((i) => i.menuPai === MENU_TRANSPARENCIA && i.status === STATUS_PUBLICADO && i.formato !== FORMATO_LINK_EXTERNO)
      .map((i) => ({ caminho: `/transparencia/${slugDoItem(i.titulo)}`, atualizadaEm: i.updatedAt })),
    ...c.tiposPublicacao.map((t) => ({ caminho: `/publicacoes/${t.id}`, atualizadaEm: maisRecente(publicacoesPorTipo.get(t.id), t.updatedAt) })),
    ...c.fundos.map((f) => ({ caminho: `/fundos-estatais/${slugDoFundo(f.codigo)}`, atualizadaEm: f.updatedAt })),
  ]
  const vistos = new Set<string>()
  return entradas.filter((e) => !vistos.has(e.caminho) && vistos.add(e.caminho))
}
