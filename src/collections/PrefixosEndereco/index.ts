import { campoTexto } from '../referencias-cadastro/campos'
import { colecaoDeReferencia } from '../referencias-cadastro/colecao'

/**
 * Street types (RUA, AVENIDA, LINHA…) of the address forms (spec 3 §3,
 * GET /site-api/formulario/prefixoEndereco). The CEP lookup also splits a street's name on them
 * ("Rua Sete de Setembro" → RUA + SETE DE SETEMBRO), so the form's select finds the prefix.
 */
export const PrefixosEndereco = colecaoDeReferencia({
  slug: 'prefixos-endereco',
  rotulos: { singular: 'Prefixo de endereço', plural: 'Prefixos de endereço' },
  interfaceName: 'PrefixoEndereco',
  ordem: 'descricao',
  campos: [campoTexto('descricao', 'Descrição', { maiusculas: true, unique: true, maxLength: 40 })],
})
