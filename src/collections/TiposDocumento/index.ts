import type { CollectionConfig } from 'payload'

import { baseReferencia, campoTexto } from '../referencias-cadastro/campos'
import { acessoDaColecao } from '@/access/matriz'

/**
 * Identity document types (spec 3 §3, GET /site-api/formulario/tipoDocumento): the form sends the
 * description and the abbreviation (tipoDocumento, tipoDocumentoSigla).
 */
export const TiposDocumento: CollectionConfig = {
  slug: 'tipos-documento',
  labels: { singular: 'Tipo de documento', plural: 'Tipos de documento' },
  typescript: { interface: 'TipoDocumento' },
  admin: { ...baseReferencia.admin, useAsTitle: 'descricao', defaultColumns: ['descricao', 'sigla', 'updatedAt'] },
  access: acessoDaColecao('tipos-documento'),
  hooks: baseReferencia.hooks,
  defaultSort: 'descricao',
  fields: [campoTexto('descricao', 'Descrição', { unique: true }), campoTexto('sigla', 'Sigla', { maiusculas: true, maxLength: 10 })],
}
