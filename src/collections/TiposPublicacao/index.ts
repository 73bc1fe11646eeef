import type { CollectionConfig } from 'payload'

import { acessoDaColecao } from '@/access/matriz'
import { reindexarPublicacoesAoExcluirTipo, reindexarPublicacoesAoMudarTipo } from '@/server/payload/busca/indexar'
import { invalidarPaginasAoExcluir, invalidarPaginasAoMudar } from '@/server/payload/invalidacao/hooks'

/**
 * Publication categories (spec 2 §3, Publication type). Their ids are part of
 * the site's addresses (/publicacoes/17 is the code of ethics), so the demo
 * seed writes them explicitly and they must never be renumbered.
 */
export const TiposPublicacao: CollectionConfig = {
  slug: 'tipos-publicacao',
  labels: { singular: 'Categoria de publicação', plural: 'Categorias de publicação' },
  typescript: { interface: 'TipoPublicacao' },
  admin: {
    useAsTitle: 'titulo',
    defaultColumns: ['id', 'titulo', 'updatedAt'],
    group: 'Transparência',
    description: 'O número (id) de cada categoria aparece no endereço /publicacoes/{id}; links do site dependem dele.',
  },
  access: acessoDaColecao('tipos-publicacao'),
  hooks: { afterChange: [reindexarPublicacoesAoMudarTipo, invalidarPaginasAoMudar], afterDelete: [reindexarPublicacoesAoExcluirTipo, invalidarPaginasAoExcluir] },
  defaultSort: 'titulo',
  fields: [{ name: 'titulo', label: 'Título', type: 'text', required: true, maxLength: 200 }],
}
