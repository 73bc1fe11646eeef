import { describe, expect, it } from 'vitest'

import { chaveLegadaDasEtiquetas, derivarDoRecibo, etiquetaDoRecibo, gerarRecibo, gerarSal, verificadorConfere } from './recibo'

const SEGREDO = 'segredo-de-teste-com-mais-de-32-caracteres'
const CHAVE = chaveLegadaDasEtiquetas(SEGREDO)
/** What the version before the tags' own key stored for '0123-4567-89AB-CDEF' under SEGREDO. */
const ETIQUETA_ANTIGA = 'Tpedoul9QhquOnGkYAbU_6fQ3pmVkOjih6IlxoTGj2U'

describe('gerarRecibo', () => {
  it('draws a new 4×4 receipt each time', () => {
    const recibos = new Set(Array.from({ length: 200 }, gerarRecibo))
    expect(recibos.size).toBe(200)
    for (const r of recibos) expect(r).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/)
  })
})

describe('etiquetaDoRecibo', () => {
  it('is the same for every spelling of one receipt and differs with the key', () => {
    const a = etiquetaDoRecibo('0123-4567-89AB-CDEF', CHAVE)
    expect(a).toMatch(/^[\w-]{43}$/)
    expect(etiquetaDoRecibo('0123 4567 89ab cdef', CHAVE)).toBe(a)
    expect(etiquetaDoRecibo('0123-4567-89AB-CDEF', chaveLegadaDasEtiquetas(`${SEGREDO}x`))).not.toBe(a)
    expect(etiquetaDoRecibo('0123-4567-89AB-CDEE', CHAVE)).not.toBe(a)
  })

  it('keeps the tags made before the key had a row of its own (the upgrade stores the derived key)', () => {
    // The tag of this receipt under this secret as the previous version computed it.
    expect(etiquetaDoRecibo('0123-4567-89AB-CDEF', CHAVE)).toBe(ETIQUETA_ANTIGA)
  })

  it('is null for what cannot be a receipt, so no lookup runs', () => {
    expect(etiquetaDoRecibo('abc', CHAVE)).toBeNull()
  })
})

describe('derivarDoRecibo', () => {
  it('gives the same verifier and key for the same receipt and salt, and others otherwise', async () => {
    const sal = gerarSal()
    const recibo = gerarRecibo()
    const a = await derivarDoRecibo(recibo, sal)
    const b = await derivarDoRecibo(recibo.toLowerCase(), sal)
    expect(verificadorConfere(a.verificador, b.verificador)).toBe(true)
    expect(a.chave.equals(b.chave)).toBe(true)
    expect(a.chave).toHaveLength(32)
    // The stored verifier says nothing about the key.
    expect(Buffer.from(a.verificador, 'base64').equals(a.chave)).toBe(false)

    const outroSal = await derivarDoRecibo(recibo, gerarSal())
    expect(verificadorConfere(a.verificador, outroSal.verificador)).toBe(false)
    const outroRecibo = await derivarDoRecibo(gerarRecibo(), sal)
    expect(verificadorConfere(a.verificador, outroRecibo.verificador)).toBe(false)
    expect(outroRecibo.chave.equals(a.chave)).toBe(false)
  })

  it('refuses what cannot be a receipt', async () => {
    await expect(derivarDoRecibo('nada', gerarSal())).rejects.toThrow('Recibo inválido.')
  })

  it('compares verifiers of different lengths as different', () => {
    expect(verificadorConfere('AAAA', 'AAAAAAAA')).toBe(false)
  })
})
