import { describe, expect, it } from 'vitest'

import { lerRespostaSgs, urlDaSerie } from './sgs'

describe('lerRespostaSgs', () => {
  it('reads the SGS answer into dated numbers, oldest first', () => {
    expect(
      lerRespostaSgs([
        { data: '21/11/2026', valor: '5.3321' },
        { data: '19/11/2026', valor: '5.30' },
      ]),
    ).toEqual([
      { data: '2026-11-19', valor: 5.3 },
      { data: '2026-11-21', valor: 5.3321 },
    ])
  })
  it('rejects what is not a series answer', () => {
    for (const ruim of [[], {}, '<html>erro</html>', null, [{ data: '21/11/2026' }], [{ data: '31/02/2026', valor: '1' }], [{ data: '21/11/2026', valor: 'abc' }], [{ data: '21/11/2026', valor: '' }]]) {
      expect(() => lerRespostaSgs(ruim)).toThrow()
    }
  })
  it('builds the series address under the configured base', () => {
    expect(urlDaSerie('https://api.bcb.gov.br/dados/serie/', 432, 30)).toBe(
      'https://api.bcb.gov.br/dados/serie/bcdata.sgs.432/dados/ultimos/30?formato=json',
    )
  })
})
