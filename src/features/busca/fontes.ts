import 'server-only'

import { filtrarPorConsulta, type ResultadoBusca } from '@/domain/busca'
import { textoPuro } from '@/domain/html'
import { INFO_PERFIS } from '@/domain/perfil'
import { resumoSecundario } from '@/domain/noticia'
import { resumoDoCartao } from '@/domain/produto'
import { slugDoFundo } from '@/domain/fundos'
import { casosDeSucesso, listarFundos } from '@/server/dados/institucional'
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

export const FONTES: FonteBusca[] = [produtos, noticias, fundos, casos]

/** Every source's hits for the query, in source order. */
export async function buscarNoSite(consulta: string): Promise<ResultadoBusca[]> {
  const listas = await Promise.all(FONTES.map((f) => f.buscar(consulta)))
  return listas.flat()
}
