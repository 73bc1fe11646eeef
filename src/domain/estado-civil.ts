import { normalizar } from './texto'

/**
 * Marital statuses that imply no spouse (spec 3 §4): single, emancipated single, widowed, divorced,
 * judicially separated, separated by decree, dissociated (desquitado), each in the masculine and the
 * feminine spelling, folded (no accents, lower case).
 */
const SEM_CONJUGE: ReadonlySet<string> = new Set([
  'solteiro', 'solteira',
  'solteiro emancipado', 'solteira emancipada',
  'viuvo', 'viuva',
  'divorciado', 'divorciada',
  'separado judicialmente', 'separada judicialmente',
  'separado por decreto', 'separada por decreto',
  'desquitado', 'desquitada',
])

const dobrar = (texto: string) => normalizar(texto).replace(/\s+/g, ' ').trim()

/**
 * True when a marital status as a list shows it ("VIÚVA", "Separado Judicialmente", "SOLTEIRO(A)")
 * implies no spouse: the form then clears and disables the property regime and the spouse fields
 * and hides the spouse tab. Accents, case and extra spaces are ignored; "(A)" reads as both spellings.
 */
export function semConjuge(descricao: string): boolean {
  const d = dobrar(descricao)
  return SEM_CONJUGE.has(d) || (d.includes('(a)') && SEM_CONJUGE.has(dobrar(d.replace(/\(a\)/g, ''))))
}
