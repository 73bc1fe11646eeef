import { describe, expect, it } from 'vitest'

import { juntarComNonce, novoNonce, pedacosComNonce, separarPorNonce, TAMANHO_DO_NONCE } from './nonce'

describe('nonce', () => {
  it('gera 128 bits aleatórios em base64, diferentes a cada chamada', () => {
    const a = novoNonce()
    expect(Buffer.from(a, 'base64')).toHaveLength(16)
    expect(novoNonce()).not.toBe(a)
    // The length a kept body's Content-Length counts per gap (etapas/enviar.ts).
    expect(a).toHaveLength(TAMANHO_DO_NONCE)
    expect(TAMANHO_DO_NONCE).toBe(24)
  })

  it('tirados de uma reserva de bytes, nenhum se repete ao passar de uma reserva para a outra', () => {
    const nonces = Array.from({ length: 600 }, () => novoNonce())
    expect(new Set(nonces).size).toBe(600)
    expect(nonces.every((n) => /^[A-Za-z0-9+/]{22}==$/.test(n))).toBe(true)
  })

  it('os pedaços com o nonce formam o mesmo corpo que juntarComNonce, sem copiar as partes', () => {
    const partes = separarPorNonce(Buffer.from('<a nonce="N1">x</a><b nonce="N1">'), 'N1')
    const pedacos = pedacosComNonce(partes, 'N2')
    expect(Buffer.concat(pedacos).toString()).toBe('<a nonce="N2">x</a><b nonce="N2">')
    expect(pedacos[0]).toBe(partes[0])
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
