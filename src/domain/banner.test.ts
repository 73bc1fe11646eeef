import { describe, expect, it } from 'vitest'

import { BANNERS_EXEMPLO, destinoDoBanner, ordenarPorOrdem } from './banner'

describe('destinoDoBanner (spec 1 §2.3)', () => {
  it('a url starting with http opens outside', () => {
    expect(destinoDoBanner('https://www.rs.gov.br')).toEqual({ tipo: 'externo', href: 'https://www.rs.gov.br' })
    expect(destinoDoBanner('HTTP://exemplo.com.br/x')).toEqual({ tipo: 'externo', href: 'HTTP://exemplo.com.br/x' })
  })
  it('any other url is a route of the site, never a script', () => {
    expect(destinoDoBanner('/empresa/35')).toEqual({ tipo: 'interno', href: '/empresa/35' })
    expect(destinoDoBanner('agronegocio')).toEqual({ tipo: 'interno', href: '/agronegocio' })
    expect(destinoDoBanner('javascript:alert(1)')).toEqual({ tipo: 'interno', href: '/javascript:alert(1)' })
  })
  it('no url means no link', () => {
    expect(destinoDoBanner('')).toEqual({ tipo: 'nenhum' })
    expect(destinoDoBanner('   ')).toEqual({ tipo: 'nenhum' })
    expect(destinoDoBanner(null)).toEqual({ tipo: 'nenhum' })
  })
})

describe('ordenarPorOrdem (spec 1 §5)', () => {
  it('sorts by ordem ascending as numbers (10 after 2)', () => {
    const b = [
      { titulo: 'c', ordem: 10 },
      { titulo: 'a', ordem: 2 },
      { titulo: 'b', ordem: 1 },
    ]
    expect(ordenarPorOrdem(b).map((x) => x.ordem)).toEqual([1, 2, 10])
  })
  it('has three sample banners for when none can be shown', () => {
    expect(BANNERS_EXEMPLO).toHaveLength(3)
  })
})
