import type { CollectionConfig } from 'payload'

import { baseReferencia, campoTexto } from '../referencias-cadastro/campos'
import { acessoDaColecao } from '@/access/matriz'

/** Property regimes of a marriage (spec 3 §3, GET /site-api/formulario/regimeCasamento). */
export const RegimesCasamento: CollectionConfig = {
  slug: 'regimes-casamento',
  labels: { singular: 'Regime de casamento', plural: 'Regimes de casamento' },
  typescript: { interface: 'RegimeCasamento' },
  admin: { ...baseReferencia.admin, useAsTitle: 'descricao', defaultColumns: ['descricao', 'updatedAt'] },
  access: acessoDaColecao('regimes-casamento'),
  hooks: baseReferencia.hooks,
  defaultSort: 'descricao',
  fields: [campoTexto('descricao', 'Descrição', { maiusculas: true, unique: true })],
}
