import { describe, expect, it } from 'vitest'

import { BYTES_PROTOCOLO, normalizarProtocolo, protocoloDeBytes } from './numero'

describe('número do protocolo digital', () => {
  it('80 bits aleatórios em quatro grupos de quatro (Crockford): zeros e uns nos extremos', () => {
    expect(BYTES_PROTOCOLO).toBe(10)
    expect(protocoloDeBytes(new Uint8Array(10))).toBe('0000-0000-0000-0000')
    expect(protocoloDeBytes(new Uint8Array(10).fill(255))).toBe('ZZZZ-ZZZZ-ZZZZ-ZZZZ')
  })

  it('digitado de volta: caixa, espaços, hífens, O por 0 e I/L por 1 não importam; o que não pode ser um número é null', () => {
    expect(normalizarProtocolo('7k2m q9xd 4hft b8wn')).toBe('7K2M-Q9XD-4HFT-B8WN')
    expect(normalizarProtocolo('OIL0-0000-0000-0000')).toBe('0110-0000-0000-0000')
    expect(normalizarProtocolo('7K2M-Q9XD-4HFT-B8W')).toBeNull()
    expect(normalizarProtocolo('7K2M-Q9XD-4HFT-B8WU')).toBeNull()
    expect(normalizarProtocolo('')).toBeNull()
  })
})
