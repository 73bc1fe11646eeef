import { describe, expect, it } from 'vitest'

import { CachePaginas, type EntradaCache } from './cache-paginas'

const entrada = (versao: number, texto = 'x'): EntradaCache => ({
  versao,
  status: 200,
  cabecalhos: {},
  partes: [Buffer.from(texto)],
  tamanho: Buffer.byteLength(texto),
})

describe('CachePaginas', () => {
  it('nunca serve uma entrada de versão anterior do conteúdo', () => {
    const c = new CachePaginas({ maxEntradas: 10, maxBytes: 1000 })
    c.guardar('/home', entrada(1))
    expect(c.obter('/home', 1)).toBeDefined()
    expect(c.obter('/home', 2)).toBeUndefined()
    // and the stale entry is gone, not only hidden
    expect(c.obter('/home', 1)).toBeUndefined()
  })

  it('descarta a menos usada recentemente ao passar do limite de entradas', () => {
    const c = new CachePaginas({ maxEntradas: 2, maxBytes: 1000 })
    c.guardar('/a', entrada(1))
    c.guardar('/b', entrada(1))
    c.obter('/a', 1)
    c.guardar('/c', entrada(1))
    expect(c.obter('/b', 1)).toBeUndefined()
    expect(c.obter('/a', 1)).toBeDefined()
    expect(c.obter('/c', 1)).toBeDefined()
  })

  it('respeita o limite de bytes', () => {
    const c = new CachePaginas({ maxEntradas: 100, maxBytes: 40 })
    for (const k of ['/1', '/2', '/3', '/4', '/5']) c.guardar(k, entrada(1, '0123456789'))
    expect(c.tamanho.bytes).toBeLessThanOrEqual(40)
    expect(c.tamanho.entradas).toBe(4)
    expect(c.obter('/1', 1)).toBeUndefined()
  })

  it('pedidos simultâneos do mesmo endereço esperam um único render', async () => {
    const c = new CachePaginas({ maxEntradas: 10, maxBytes: 1000 })
    let renders = 0
    const render = async () => {
      renders++
      await new Promise((r) => setTimeout(r, 10))
      return entrada(1)
    }
    const r = await Promise.all(Array.from({ length: 32 }, () => c.renderizarUmaVez('/home', render)))
    expect(renders).toBe(1)
    expect(new Set(r).size).toBe(1)
    await c.renderizarUmaVez('/home', render)
    expect(renders).toBe(2)
  })
})
