import 'server-only'

import type { ConteudoDoMapa } from '@/domain/mapa-do-site'

import { todosComoVisitante } from './payload'
import { idDaRelacao } from '@/server/payload/relacao'

/**
 * The sitemap's documents as an anonymous visitor may read them (access rules applied, drafts left out),
 * with only the fields an address and a date need.
 */
export async function conteudoDoMapa(): Promise<Omit<ConteudoDoMapa, 'produtosEmbutidos'>> {
  const ler = todosComoVisitante
  const [produtos, noticias, itensMenu, tiposPublicacao, publicacoes, fundos, casos, paginas] = await Promise.all([
    ler('produtos'),
    ler('noticias'),
    ler('itens-menu'),
    ler('tipos-publicacao'),
    ler('publicacoes'),
    ler('fundos'),
    ler('casos-sucesso'),
    ler('paginas-institucionais'),
  ])
  return {
    produtos: produtos.map((p) => ({ id: p.id, perfil: p.perfil, updatedAt: p.updatedAt })),
    noticias: noticias.map((n) => ({ id: n.id, updatedAt: n.updatedAt })),
    itensMenu: itensMenu.map((i) => ({ titulo: i.titulo, menuPai: idDaRelacao(i.menuPai), status: i.status, formato: i.formato, updatedAt: i.updatedAt })),
    tiposPublicacao: tiposPublicacao.map((t) => ({ id: t.id, updatedAt: t.updatedAt })),
    publicacoes: publicacoes.flatMap((p) => {
      const tipo = idDaRelacao(p.tipoPublicacao)
      return tipo === null ? [] : [{ tipoPublicacao: tipo, updatedAt: p.updatedAt }]
    }),
    fundos: fundos.map((f) => ({ codigo: f.codigo, updatedAt: f.updatedAt })),
    casos: casos.map((c) => ({ rota: c.rota, updatedAt: c.updatedAt })),
    paginas: paginas.map((p) => ({ rota: p.rota, updatedAt: p.updatedAt })),
  }
}
