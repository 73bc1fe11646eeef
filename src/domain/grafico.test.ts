import { describe, expect, it } from 'vitest'

import { linhaDoGrafico } from './grafico'

describe('linhaDoGrafico', () => {
  it('puts the first value left, the highest at the top and the lowest at the bottom', () => {
    const l = linhaDoGrafico([1, 3, 2], 100, 50, 0)
    expect(l.caminho).toBe('M0.0 50.0 L50.0 0.0 L100.0 25.0')
    expect([l.minimo, l.maximo]).toEqual([1, 3])
  })
  it('draws a flat series across the middle and nothing for a single point', () => {
    expect(linhaDoGrafico([5, 5], 10, 10, 0).caminho).toBe('M0.0 5.0 L10.0 5.0')
    expect(linhaDoGrafico([5], 10, 10).caminho).toBe('')
  })
})
