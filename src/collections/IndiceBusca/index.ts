import { GRUPOS_BUSCA } from '@/domain/indice-busca'

import { declararColecao } from '../colecao'

/**
 * The site search's index (domain/indice-busca.ts): one row per public document,
 * written only by the content collections' hooks (server/payload/busca/indexar.ts).
 * Nobody edits it; administrators may look at it to see what the search knows.
 */
export const IndiceBusca = declararColecao('indice-busca', {
  labels: { singular: 'Entrada do índice de busca', plural: 'Índice de busca' },
  admin: {
    useAsTitle: 'titulo',
    defaultColumns: ['titulo', 'grupo', 'href', 'updatedAt'],
    group: 'Sistema',
    description: 'Mantido automaticamente a cada publicação, alteração ou exclusão de conteúdo. Somente leitura.',
  },
  fields: [
    // "colecao:id" of the document the entry stands for.
    { name: 'origem', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    { name: 'colecao', type: 'text', required: true, index: true, admin: { readOnly: true } },
    { name: 'grupo', type: 'select', required: true, options: GRUPOS_BUSCA.map((g) => ({ value: g, label: g })), admin: { readOnly: true } },
    { name: 'tipo', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'titulo', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'resumo', type: 'textarea', admin: { readOnly: true } },
    { name: 'href', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'texto', label: 'Texto comparado (sem acentos, minúsculas)', type: 'textarea', required: true, admin: { readOnly: true } },
  ],
})
