import { getMunicipalities } from '@brazilian-utils/brazilian-utils'

/**
 * The 497 municipalities of Rio Grande do Sul (IBGE code and name, from the data embedded in
 * @brazilian-utils) as the options staff choose from for the 'Onde já chegamos' map.
 */
export const OPCOES_MUNICIPIOS_RS = getMunicipalities('RS')
  .map((m) => ({ value: m.code, label: m.name }))
  .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'))
