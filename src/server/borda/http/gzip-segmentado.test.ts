import { gunzipSync, gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'

import { comprimirParte, gzipComSeparador } from './gzip-segmentado'

const pagina = (n: number) => Buffer.from(`<p>Crédito para o agronegócio ${n} — Água, Ônibus, Éxito. </p>`.repeat(200))

describe('gzip segmentado', () => {
  it('descomprime para as partes unidas pelo separador, com CRC e tamanho válidos', () => {
    const partes = [pagina(1), pagina(2), Buffer.alloc(0), pagina(3)]
    const comprimidas = partes.map((p) => comprimirParte(p))
    for (const nonce of ['YWJjZGVmZ2hpamtsbW5vcA==', 'MTIzNDU2Nzg5MDEyMzQ1Ng==']) {
      const gz = gzipComSeparador(comprimidas, nonce)
      // gunzipSync verifies the CRC-32 and the length in the trailer.
      expect(gunzipSync(gz).toString()).toBe(partes.map(String).join(nonce))
    }
  })

  it('uma parte só é um gzip comum do corpo', () => {
    const corpo = pagina(7)
    expect(gunzipSync(gzipComSeparador([comprimirParte(corpo)], 'x')).equals(corpo)).toBe(true)
  })

  it('comprime de fato (menos de um terço do original, perto de um gzip do corpo inteiro)', () => {
    const partes = [pagina(1), pagina(2)]
    const gz = gzipComSeparador(partes.map((p) => comprimirParte(p)), 'bm9uY2U=')
    const inteiro = gzipSync(Buffer.concat([partes[0]!, Buffer.from('bm9uY2U='), partes[1]!]))
    expect(gz.length).toBeLessThan((partes[0]!.length + partes[1]!.length) / 3)
    expect(gz.length).toBeLessThan(inteiro.length * 1.5)
  })
})
