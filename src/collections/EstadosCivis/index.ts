import type { CollectionConfig } from 'payload'

import { baseReferencia, campoTexto } from '../referencias-cadastro/campos'
import { acessoDaColecao } from '@/access/matriz'

/**
 * Marital statuses of the registration forms (spec 3 §3, GET /site-api/formulario/estadoCivil).
 * The forms hide the spouse tab for the no-spouse statuses by their description
 * (domain/estado-civil.ts `semConjuge`), so each is kept in the masculine and the feminine spelling.
 */
export const EstadosCivis: CollectionConfig = {
  slug: 'estados-civis',
  labels: { singular: 'Estado civil', plural: 'Estados civis' },
  typescript: { interface: 'EstadoCivil' },
  admin: {
    ...baseReferencia.admin,
    useAsTitle: 'descricao',
    defaultColumns: ['descricao', 'updatedAt'],
    description:
      'Os formulários de cadastro escondem os dados do cônjuge para solteiro(a), solteiro(a) emancipado(a), viúvo(a), divorciado(a), separado(a) judicialmente, separado(a) por decreto e desquitado(a), reconhecidos pela descrição.',
  },
  access: acessoDaColecao('estados-civis'),
  hooks: baseReferencia.hooks,
  defaultSort: 'descricao',
  fields: [campoTexto('descricao', 'Descrição', { maiusculas: true, unique: true })],
}
