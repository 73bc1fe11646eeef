import { describe, expect, it } from 'vitest'

import { CODIGOS_FUNDOS, fundoDoSlug, slugDoFundo } from './fundos'

describe('fundos estaduais', () => {
  it('os seis fundos, na ordem da página', () => {
    expect(CODIGOS_FUNDOS).toEqual(['FEAPER', 'FOMENTAR', 'FUNAFIR', 'FUNDOLEITE', 'FUNPROCRED', 'FUNTERRA'])
  })
  it('o endereço é o código em minúsculas, e volta ao código', () => {
    expect(CODIGOS_FUNDOS.map(slugDoFundo)).toEqual(['feaper', 'fomentar', 'funafir', 'fundoleite', 'funprocred', 'funterra'])
    expect(fundoDoSlug('fundoleite')).toBe('FUNDOLEITE')
    expect(fundoDoSlug('FeApEr')).toBe('FEAPER')
    expect(fundoDoSlug('fundo')).toBeNull()
    expect(fundoDoSlug('')).toBeNull()
  })
})
