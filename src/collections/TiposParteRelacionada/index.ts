import type { CollectionConfig } from 'payload'

import { baseReferencia, campoTexto } from '../referencias-cadastro/campos'
import { acessoDaColecao } from '@/access/matriz'

/**
 * Kinds of related party to the agency, per CMN Resolution 4.693/2018 (art. 2) (spec 3 §3,
 * GET /site-api/formulario/tipoEnquadramentoParteRelacionada, sorted by id).
 */
export const TiposParteRelacionada: CollectionConfig = {
  slug: 'tipos-parte-relacionada',
  labels: { singular: 'Tipo de parte relacionada', plural: 'Tipos de parte relacionada' },
  typescript: { interface: 'TipoParteRelacionada' },
  admin: {
    ...baseReferencia.admin,
    useAsTitle: 'descricao',
    defaultColumns: ['id', 'descricao', 'updatedAt'],
    description: 'O formulário mostra os tipos na ordem do número (id).',
  },
  access: acessoDaColecao('tipos-parte-relacionada'),
  hooks: baseReferencia.hooks,
  defaultSort: 'id',
  fields: [campoTexto('descricao', 'Descrição', { unique: true, maxLength: 500 })],
}
