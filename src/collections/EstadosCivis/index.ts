import { campoTexto } from '../referencias-cadastro/campos'
import { colecaoDeReferencia } from '../referencias-cadastro/colecao'

/**
 * Marital statuses of the registration forms (spec 3 §3, GET /site-api/formulario/estadoCivil).
 * The forms hide the spouse tab for the no-spouse statuses by their description
 * (domain/estado-civil.ts `semConjuge`), so each is kept in the masculine and the feminine spelling.
 */
export const EstadosCivis = colecaoDeReferencia({
  slug: 'estados-civis',
  rotulos: { singular: 'Estado civil', plural: 'Estados civis' },
  interfaceName: 'EstadoCivil',
  ordem: 'descricao',
  descricao:
    'Os formulários de cadastro escondem os dados do cônjuge para solteiro(a), solteiro(a) emancipado(a), viúvo(a), divorciado(a), separado(a) judicialmente, separado(a) por decreto e desquitado(a), reconhecidos pela descrição.',
  campos: [campoTexto('descricao', 'Descrição', { maiusculas: true, unique: true })],
})
