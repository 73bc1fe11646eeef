import { campoTexto } from '../referencias-cadastro/campos'
import { colecaoDeReferencia } from '../referencias-cadastro/colecao'

/**
 * How a politically exposed person (or a relative or close associate) is framed, per the Central
 * Bank's Circular 3.978/2020 (art. 27) and COAF's Resolution 40/2021 (spec 3 §3,
 * GET /site-api/formulario/tipoEnquadramentoPessoaExpostaPoliticamente, sorted by id).
 */
export const EnquadramentosPep = colecaoDeReferencia({
  slug: 'enquadramentos-pep',
  rotulos: { singular: 'Enquadramento de PEP', plural: 'Enquadramentos de PEP' },
  interfaceName: 'EnquadramentoPep',
  ordem: 'id',
  descricao: 'O formulário mostra os enquadramentos na ordem do número (id).',
  campos: [campoTexto('descricao', 'Descrição', { unique: true, maxLength: 500 })],
})
