import { describe, expect, it } from 'vitest'

import { secaoOndeChegamos } from './institucional'

describe('secaoOndeChegamos', () => {
  it('finds the section by its title, ignoring accents and case', () => {
    const secoes = [{ titulo: 'Como atuamos' }, { titulo: 'ONDE JA CHEGAMOS' }]
    expect(secaoOndeChegamos(secoes)).toBe(secoes[1])
    expect(secaoOndeChegamos([{ titulo: 'Onde já chegamos' }])?.titulo).toBe('Onde já chegamos')
    expect(secaoOndeChegamos([{ titulo: 'Parcerias' }])).toBeUndefined()
  })
})
