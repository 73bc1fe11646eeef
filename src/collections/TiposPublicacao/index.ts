import { reindexarPublicacoesAoExcluirTipo, reindexarPublicacoesAoMudarTipo } from '@/server/payload/busca/indexar'

import { declararColecao } from '../colecao'

/**
 * Publication categories (spec 2 §3, Publication type). Their ids are part of
 * the site's addresses (/publicacoes/17 is the code of ethics), so the demo
 * seed writes them explicitly and they must never be renumbered.
 */
export const TiposPublicacao = declararColecao('tipos-publicacao', {
  labels: { singular: 'Categoria de publicação', plural: 'Categorias de publicação' },
  interfaceName: 'TipoPublicacao',
  admin: {
    useAsTitle: 'titulo',
    defaultColumns: ['id', 'titulo', 'updatedAt'],
    group: 'Transparência',
    description: 'O número (id) de cada categoria aparece no endereço /publicacoes/{id}; links do site dependem dele.',
  },
  // Its publications' search entries name the category: rewritten before the site's hooks drop the kept pages.
  mostradaNoSite: true,
  hooks: { afterChange: [reindexarPublicacoesAoMudarTipo], afterDelete: [reindexarPublicacoesAoExcluirTipo] },
  defaultSort: 'titulo',
  fields: [{ name: 'titulo', label: 'Título', type: 'text', required: true, maxLength: 200 }],
})
