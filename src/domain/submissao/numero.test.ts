import { describe, expect, it } from 'vitest'

import { BYTES_NUMERO, lerNumero, numeroDeBytes } from './numero'

const SOL = { prefixo: 'SOL' }
const OUV = { prefixo: 'OUV', ano: true }
const PROTOCOLO = { prefixo: null }
const ESQUEMAS = [SOL, OUV, PROTOCOLO]

describe('número de uma submissão', () => {
  it('80 bits aleatórios (Crockford, quatro grupos de quatro) depois do prefixo e, se o esquema pede, do ano', () => {
    expect(BYTES_NUMERO).toBe(10)
    expect(numeroDeBytes(SOL, new Uint8Array(10), 2026)).toBe('SOL-0000-0000-0000-0000')
    expect(numeroDeBytes(OUV, new Uint8Array(10).fill(255), 2027)).toBe('OUV-2027-ZZZZ-ZZZZ-ZZZZ-ZZZZ')
    expect(numeroDeBytes(PROTOCOLO, new Uint8Array([0, 0, 0, 0, 0, 0, 0, 0, 0, 33]), 2026)).toBe('0000-0000-0000-0011')
    expect(() => numeroDeBytes(SOL, new Uint8Array(7), 2026)).toThrow()
  })

  it('lido de volta: caixa, espaços e hífens não importam; no aleatório O é 0 e I/L são 1; no prefixo 0 é O', () => {
    expect(lerNumero('sol 7k2m q9xd 4hft b8wn', ESQUEMAS)).toEqual({ numero: 'SOL-7K2M-Q9XD-4HFT-B8WN', esquema: SOL })
    expect(lerNumero('S0L-OIL0-0000-0000-0000', ESQUEMAS)).toEqual({ numero: 'SOL-0110-0000-0000-0000', esquema: SOL })
    expect(lerNumero('ouv-2026-7K2M-Q9XD-4HFT-B8WN', ESQUEMAS)).toEqual({ numero: 'OUV-2026-7K2M-Q9XD-4HFT-B8WN', esquema: OUV })
    expect(lerNumero('7K2MQ9XD4HFTB8WN', ESQUEMAS)).toEqual({ numero: '7K2M-Q9XD-4HFT-B8WN', esquema: PROTOCOLO })
  })

  it('o que não é número de nenhum esquema é null: curto, letra fora do alfabeto, prefixo sem ano, prefixo desconhecido', () => {
    expect(lerNumero('SOL-7K2M-Q9XD-4HFT-B8W', ESQUEMAS)).toBeNull()
    expect(lerNumero('SOL-7K2M-Q9XD-4HFT-B8WU', ESQUEMAS)).toBeNull()
    expect(lerNumero('OUV-7K2M-Q9XD-4HFT-B8WN', ESQUEMAS)).toBeNull()
    expect(lerNumero('XYZ-7K2M-Q9XD-4HFT-B8WN', ESQUEMAS)).toBeNull()
    expect(lerNumero('', ESQUEMAS)).toBeNull()
    expect(lerNumero('A'.repeat(200), ESQUEMAS)).toBeNull()
  })
})
