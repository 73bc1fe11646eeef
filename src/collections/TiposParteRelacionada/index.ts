import { campoTexto } from '../referencias-cadastro/campos'
import { colecaoDeReferencia } from '../referencias-cadastro/colecao'

/**
 * Kinds of related party to the agency, per CMN Resolution 4.693/2018 (art. 2) (spec 3 §3,
 * GET /site-api/formulario/tipoEnquadramentoParteRelacionada, sorted by id).
 */
export const TiposParteRelacionada = colecaoDeReferencia({
  slug: 'tipos-parte-relacionada',
  rotulos: { singular: 'Tipo de parte relacionada', plural: 'Tipos de parte relacionada' },
  interfaceName: 'TipoParteRelacionada',
  ordem: 'id',
  descricao: 'O formulário mostra os tipos na ordem do número (id).',
  campos: [campoTexto('descricao', 'Descrição', { unique: true, maxLength: 500 })],
})
