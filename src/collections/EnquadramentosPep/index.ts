import type { CollectionConfig } from 'payload'

import { baseReferencia, campoTexto } from '../referencias-cadastro/campos'
import { acessoDaColecao } from '@/access/matriz'

/**
 * How a politically exposed person (or a relative or close associate) is framed, per the Central
 * Bank's Circular 3.978/2020 (art. 27) and COAF's Resolution 40/2021 (spec 3 §3,
 * GET /site-api/formulario/tipoEnquadramentoPessoaExpostaPoliticamente, sorted by id).
 */
export const EnquadramentosPep: CollectionConfig = {
  slug: 'enquadramentos-pep',
  labels: { singular: 'Enquadramento de PEP', plural: 'Enquadramentos de PEP' },
  typescript: { interface: 'EnquadramentoPep' },
  admin: {
    ...baseReferencia.admin,
    useAsTitle: 'descricao',
    defaultColumns: ['id', 'descricao', 'updatedAt'],
    description: 'O formulário mostra os enquadramentos na ordem do número (id).',
  },
  access: acessoDaColecao('enquadramentos-pep'),
  hooks: baseReferencia.hooks,
  defaultSort: 'id',
  fields: [campoTexto('descricao', 'Descrição', { unique: true, maxLength: 500 })],
}
