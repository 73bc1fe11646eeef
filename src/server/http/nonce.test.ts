import { describe, expect, it } from 'vitest'

import { juntarComNonce, novoNonce, separarPorNonce } from './nonce'

describe('nonce', () => {
  it('gera 128 bits aleatórios em base64, diferentes a cada chamada', () => {
    const a = novoNonce()
    expect(Buffer.from(a, 'base64')).toHaveLength(16)
    expect(novoNonce()).not.toBe(a)
  })

  it('troca toda ocorrência do nonce do render por outro', () => {
    const velho = 'VkVMSE8xMjM0NTY3ODkwMQ=='
    const html = `<script nonce="${velho}">a</script><link nonce="${velho}"><p>fim</p>`
    const partes = separarPorNonce(Buffer.from(html), velho)
    expect(partes).toHaveLength(3)
    const novo = juntarComNonce(partes, 'Tk9WTw==').toString()
    expect(novo).toBe(html.replaceAll(velho, 'Tk9WTw=='))
    expect(novo).not.toContain(velho)
  })

  it('um corpo sem o nonce (JSON) fica igual', () => {
    const partes = separarPorNonce(Buffer.from('{"a":1}'), 'abc')
    expect(juntarComNonce(partes, 'xyz').toString()).toBe('{"a":1}')
  })
})
