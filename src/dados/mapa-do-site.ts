import 'server-only'

import type { ConteudoDoMapa } from '@/domain/mapa-do-site'

import { payloadClient } from './payload'
import { idDaRelacao } from '@/server/payload/relacao'

/**
 * The sitemap's documents as an anonymous visitor may read them (access rules applied, drafts left out),
 * with only the fields an address and a date need.
 */
export async function conteudoDoMapa(): Promise<Omit<ConteudoDoMapa, 'produtosEmbutidos'>> {
  const payload = await payloadClient()
  const ler = <C extends 'produtos' | 'noticias' | 'itens-menu' | 'tipos-publicacao' | 'publicacoes' | 'fundos' | 'casos-sucesso' | 'paginas-institucionais'>(collection: C) =>
    payload.find({ collection, limit: 0, depth: 0, pagination: false, draft: false, overrideAccess: false }).then((r) => r.docs)
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
