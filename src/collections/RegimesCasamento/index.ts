import { campoTexto } from '../referencias-cadastro/campos'
import { colecaoDeReferencia } from '../referencias-cadastro/colecao'

/** Property regimes of a marriage (spec 3 §3, GET /site-api/formulario/regimeCasamento). */
export const RegimesCasamento = colecaoDeReferencia({
  slug: 'regimes-casamento',
  rotulos: { singular: 'Regime de casamento', plural: 'Regimes de casamento' },
  interfaceName: 'RegimeCasamento',
  ordem: 'descricao',
  campos: [campoTexto('descricao', 'Descrição', { maiusculas: true, unique: true })],
})
