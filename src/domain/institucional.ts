import { normalizar } from './texto'

/**
 * The business model's 'Onde já chegamos' section, which /modelo-de-negocio
 * opens in a dialog instead of showing as a card (spec 2 §2). Found by its
 * title, whatever accents or case staff typed.
 */
export function secaoOndeChegamos<T extends { titulo: string }>(secoes: readonly T[]): T | undefined {
  return secoes.find((s) => normalizar(s.titulo).includes('onde ja chegamos'))
}
