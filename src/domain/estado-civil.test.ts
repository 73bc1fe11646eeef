import { describe, expect, it } from 'vitest'

import { semConjuge } from './estado-civil'

describe('semConjuge', () => {
  it.each([
    'SOLTEIRO', 'SOLTEIRA', 'SOLTEIRO EMANCIPADO', 'SOLTEIRA EMANCIPADA', 'VIÚVO', 'VIÚVA', 'DIVORCIADO', 'DIVORCIADA',
    'SEPARADO JUDICIALMENTE', 'SEPARADA JUDICIALMENTE', 'SEPARADO POR DECRETO', 'SEPARADA POR DECRETO', 'DESQUITADO', 'DESQUITADA',
  ])('%s has no spouse', (d) => {
    expect(semConjuge(d)).toBe(true)
  })

  it('ignores accents, case and spacing: viuva, Viúva, "  separada   judicialmente "', () => {
    expect(semConjuge('viuva')).toBe(true)
    expect(semConjuge('Viúva')).toBe(true)
    expect(semConjuge('  separada   judicialmente ')).toBe(true)
  })

  it('reads the "(A)" spelling as both', () => {
    expect(semConjuge('SOLTEIRO(A)')).toBe(true)
    expect(semConjuge('VIÚVO(A)')).toBe(true)
    expect(semConjuge('Separado(a) Judicialmente')).toBe(true)
    expect(semConjuge('CASADO(A)')).toBe(false)
  })

  it.each(['CASADO', 'CASADA', 'UNIÃO ESTÁVEL', 'CONVIVENTE', '', 'SOLTEIRONA', 'SEPARADO'])('%s keeps the spouse fields', (d) => {
    expect(semConjuge(d)).toBe(false)
  })
})
