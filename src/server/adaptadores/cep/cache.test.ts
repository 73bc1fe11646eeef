import { describe, expect, it } from 'vitest'

import { CacheComValidade } from './cache'

describe('CacheComValidade', () => {
  it('forgets an entry when its time is up', () => {
    let agora = 1_000
    const c = new CacheComValidade<string>(10, () => agora)
    c.guardar('90010000', 'Porto Alegre', 500)
    agora = 1_499
    expect(c.obter('90010000')).toBe('Porto Alegre')
    agora = 1_500
    expect(c.obter('90010000')).toBeUndefined()
    expect(c.tamanho).toBe(0)
  })

  it('drops the least recently used beyond its size', () => {
    const c = new CacheComValidade<number>(2)
    c.guardar('a', 1, 60_000)
    c.guardar('b', 2, 60_000)
    expect(c.obter('a')).toBe(1) // a is now the most recent
    c.guardar('c', 3, 60_000)
    expect(c.obter('b')).toBeUndefined()
    expect(c.obter('a')).toBe(1)
    expect(c.obter('c')).toBe(3)
  })
})
