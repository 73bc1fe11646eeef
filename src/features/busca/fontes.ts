import 'server-only'

import { filtrarPorConsulta, type ResultadoBusca } from '@/domain/busca'
import { textoPuro } from '@/domain/html'
import { INFO_PERFIS } from '@/domain/perfil'
import { resumoSecundario } from '@/domain/noticia'
import { resumoDoCartao } from '@/domain/produto'
import { slugDoFundo } from '@/domain/fundos'
import { itensDoMenu, MENU_LICITACOES, MENU_TRANSPARENCIA, slugDoItem, tituloDaPublicacao } from '@/domain/transparencia'
import { casosDeSucesso, listarFundos, listarProjetosSociais, paginaInstitucional } from '@/server/dados/institucional'
import { listarItensMenu, todasPublicacoes } from '@/server/dados/transparencia'
import { textosDasNoticias } from '@/server/dados/noticias'
import { listarTodosProdutos } from '@/server/dados/produtos'

/**
 * A kind of content the site search looks into. Each new content type (news,
 * publications…) adds one source to FONTES; the page needs no change.
 */
export interface FonteBusca {
  tipo: string
  buscar: (consulta: string) => Promise<ResultadoBusca[]>
}

const produtos: FonteBusca = {
  tipo: 'Produtos',
  async buscar(consulta) {
    const todos = (await listarTodosProdutos()).map((p) => ({
      ...p,
      texto: textoPuro(`${p.descricao} ${p.texto}`),
    }))
    return filtrarPorConsulta(todos, consulta).map((p) => ({
      tipo: `Produto · ${INFO_PERFIS[p.perfil].titulo}`,
      titulo: p.titulo,
      resumo: resumoDoCartao(p.descricao),
      href: `${INFO_PERFIS[p.perfil].rota}/${p.id}`,
    }))
  },
}

const noticias: FonteBusca = {
  tipo: 'Notícias',
  async buscar(consulta) {
    return filtrarPorConsulta(await textosDasNoticias(), consulta).map((n) => ({
      tipo: 'Notícia',
      titulo: n.titulo,
      resumo: resumoSecundario(n.resumo),
      href: `/noticias/${n.id}`,
    }))
  },
}

const fundos: FonteBusca = {
  tipo: 'Fundos estaduais',
  async buscar(consulta) {
    const todos = (await listarFundos()).map((f) => ({ ...f, texto: `${f.codigo} ${f.resumo} ${textoPuro(f.corpo)}` }))
    return filtrarPorConsulta(todos, consulta).map((f) => ({ tipo: 'Fundo estadual', titulo: `${f.codigo}: ${f.titulo}`, resumo: f.resumo, href: `/fundos-estatais/${slugDoFundo(f.codigo)}` }))
  },
}

const casos: FonteBusca = {
  tipo: 'Casos de sucesso',
  async buscar(consulta) {
    const todos = (await casosDeSucesso()).map((c) => ({ ...c, texto: `${c.empresa} ${c.resumo} ${textoPuro(c.corpo)}` }))
    return filtrarPorConsulta(todos, consulta).map((c) => ({ tipo: 'Caso de sucesso', titulo: c.titulo, resumo: c.resumo, href: `/${c.rota}` }))
  },
}

const transparencia: FonteBusca = {
  tipo: 'Transparência',
  async buscar(consulta) {
    const itens = await listarItensMenu()
    const deMenu = (pai: number, tipo: string, href: (i: (typeof itens)[number]) => string) =>
      filtrarPorConsulta(
        itensDoMenu(itens, pai).map((i) => ({ ...i, texto: textoPuro(i.complemento) })),
        consulta,
      ).map((i) => ({ tipo, titulo: i.titulo, resumo: resumoSecundario(i.texto), href: href(i) }))
    return [
      ...deMenu(MENU_TRANSPARENCIA, 'Transparência', (i) => `/transparencia/${slugDoItem(i.titulo)}`),
      ...deMenu(MENU_LICITACOES, 'Licitações', (i) => `/licitacoes?item=${i.id}`),
    ]
  },
}

const publicacoes: FonteBusca = {
  tipo: 'Publicações',
  async buscar(consulta) {
    const todas = (await todasPublicacoes()).map((p) => ({ ...p, titulo: tituloDaPublicacao(p), texto: `${p.subtituloPublicacao ?? ''} ${p.descricaoPublicacao ?? ''} ${p.tituloTipo}` }))
    return filtrarPorConsulta(todas, consulta)
      .slice(0, 20)
      .map((p) => ({ tipo: `Publicação · ${p.tituloTipo}`, titulo: p.titulo, resumo: p.subtituloPublicacao ?? '', href: `/publicacoes/${p.tipoPublicacao}?${new URLSearchParams({ busca: p.titulo })}` }))
  },
}

const institucionais: FonteBusca = {
  tipo: 'Páginas institucionais',
  async buscar(consulta) {
    const paginas = (await Promise.all((['historia', 'modelo-de-negocio'] as const).map(async (rota) => ({ rota, p: await paginaInstitucional(rota) })))).flatMap(({ rota, p }) =>
      p ? [{ titulo: p.titulo, resumo: p.resumo, texto: `${p.resumo} ${p.secoes.map((s) => `${s.titulo} ${textoPuro(s.corpo)}`).join(' ')}`, href: `/${rota}` }] : [],
    )
    const projetos = (await listarProjetosSociais()).map((p) => ({ titulo: p.nome, resumo: p.resumo, texto: `${p.resumo} ${textoPuro(p.corpo)}`, href: `/projetos-sociais?projeto=${p.slug}` }))
    return [
      ...filtrarPorConsulta(paginas, consulta).map((p) => ({ tipo: 'Página institucional', titulo: p.titulo, resumo: p.resumo, href: p.href })),
      ...filtrarPorConsulta(projetos, consulta).map((p) => ({ tipo: 'Projeto social', titulo: p.titulo, resumo: p.resumo, href: p.href })),
    ]
  },
}

export const FONTES: FonteBusca[] = [produtos, noticias, transparencia, publicacoes, fundos, institucionais, casos]

/** Every source's hits for the query, in source order. */
export async function buscarNoSite(consulta: string): Promise<ResultadoBusca[]> {
  const listas = await Promise.all(FONTES.map((f) => f.buscar(consulta)))
  return listas.flat()
}
