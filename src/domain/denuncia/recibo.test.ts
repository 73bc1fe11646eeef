import { describe, expect, it } from 'vitest'

import { ALFABETO_RECIBO, BYTES_RECIBO, normalizarRecibo, reciboDeBytes } from './recibo'

describe('reciboDeBytes', () => {
  it('writes 80 bits as four groups of four Crockford characters', () => {
    expect(BYTES_RECIBO).toBe(10)
    expect(reciboDeBytes(new Uint8Array(10))).toBe('0000-0000-0000-0000')
    expect(reciboDeBytes(new Uint8Array(10).fill(255))).toBe('ZZZZ-ZZZZ-ZZZZ-ZZZZ')
  })

  it('puts every bit in its place (big-endian, 5 bits a character)', () => {
    // 0x08 = 00001 000…: the first character is 1, the rest 0.
    const bytes = new Uint8Array(10)
    bytes[0] = 0x08
    expect(reciboDeBytes(bytes)).toBe('1000-0000-0000-0000')
    const ultimo = new Uint8Array(10)
    ultimo[9] = 0x1f
    expect(reciboDeBytes(ultimo)).toBe('0000-0000-0000-000Z')
  })

  it('maps distinct bytes to distinct receipts over the whole alphabet', () => {
    const bytes = Uint8Array.from([0x00, 0x44, 0x32, 0x14, 0xc7, 0x42, 0x54, 0xb6, 0x35, 0xcf])
    expect(reciboDeBytes(bytes)).toBe('0123-4567-89AB-CDEF')
    const vistos = new Set<string>()
    for (let i = 0; i < 256; i++) vistos.add(reciboDeBytes(Uint8Array.from([i, 0, 0, 0, 0, 0, 0, 0, 0, i])))
    expect(vistos.size).toBe(256)
  })

  it('refuses a wrong number of bytes', () => {
    expect(() => reciboDeBytes(new Uint8Array(9))).toThrow('O recibo precisa de 10 bytes aleatórios.')
  })

  it('never uses I, L, O or U', () => {
    expect(ALFABETO_RECIBO).toHaveLength(32)
    expect(ALFABETO_RECIBO).not.toMatch(/[ILOU]/)
  })
})

describe('normalizarRecibo', () => {
  it('forgives case, spaces, hyphens and the look-alike letters', () => {
    expect(normalizarRecibo(' 0123 4567-89ab cdef ')).toBe('0123-4567-89AB-CDEF')
    expect(normalizarRecibo('o1i3-4567-89AB-CDEF')).toBe('0113-4567-89AB-CDEF')
    expect(normalizarRecibo('l000000000000000')).toBe('1000-0000-0000-0000')
  })

  it('refuses what cannot be a receipt', () => {
    expect(normalizarRecibo('')).toBeNull()
    expect(normalizarRecibo('0123-4567-89AB-CDE')).toBeNull()
    expect(normalizarRecibo('0123-4567-89AB-CDEF0')).toBeNull()
    expect(normalizarRecibo('0123-4567-89AB-CDEU')).toBeNull()
    expect(normalizarRecibo('0123-4567-89AB-CDE!')).toBeNull()
  })
})
