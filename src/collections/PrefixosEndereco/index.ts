import type { CollectionConfig } from 'payload'

import { baseReferencia, campoTexto } from '../referencias-cadastro/campos'
import { acessoDaColecao } from '@/access/matriz'

/**
 * Street types (RUA, AVENIDA, LINHA…) of the address forms (spec 3 §3,
 * GET /site-api/formulario/prefixoEndereco). The CEP lookup also splits a street's name on them
 * ("Rua Sete de Setembro" → RUA + SETE DE SETEMBRO), so the form's select finds the prefix.
 */
export const PrefixosEndereco: CollectionConfig = {
  slug: 'prefixos-endereco',
  labels: { singular: 'Prefixo de endereço', plural: 'Prefixos de endereço' },
  typescript: { interface: 'PrefixoEndereco' },
  admin: { ...baseReferencia.admin, useAsTitle: 'descricao', defaultColumns: ['descricao', 'updatedAt'] },
  access: acessoDaColecao('prefixos-endereco'),
  hooks: baseReferencia.hooks,
  defaultSort: 'descricao',
  fields: [campoTexto('descricao', 'Descrição', { maiusculas: true, unique: true, maxLength: 40 })],
}
