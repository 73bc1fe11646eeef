import { campoTexto } from '../referencias-cadastro/campos'
import { colecaoDeReferencia } from '../referencias-cadastro/colecao'

/**
 * Identity document types (spec 3 §3, GET /site-api/formulario/tipoDocumento): the form sends the
 * description and the abbreviation (tipoDocumento, tipoDocumentoSigla).
 */
export const TiposDocumento = colecaoDeReferencia({
  slug: 'tipos-documento',
  rotulos: { singular: 'Tipo de documento', plural: 'Tipos de documento' },
  interfaceName: 'TipoDocumento',
  ordem: 'descricao',
  campos: [campoTexto('descricao', 'Descrição', { unique: true }), campoTexto('sigla', 'Sigla', { maiusculas: true, maxLength: 10 })],
})
