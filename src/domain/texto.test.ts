import { describe, expect, it } from 'vitest'

import { contemTermos, normalizar, resumir, slugificar } from './texto'

describe('normalizar', () => {
  it('ignores accents and case', () => {
    expect(normalizar('Inovação AGRÍCOLA')).toBe('inovacao agricola')
  })
})

describe('contemTermos', () => {
  it('matches every word regardless of accents, case and order', () => {
    expect(contemTermos('Irrigação e Reservação de Água', 'agua IRRIGACAO')).toBe(true)
  })
  it('fails when one word is missing', () => {
    expect(contemTermos('Capital de Giro', 'capital investimento')).toBe(false)
  })
  it('an empty query matches nothing', () => {
    expect(contemTermos('Capital de Giro', '   ')).toBe(false)
  })
})

describe('resumir (card rule: cut at 50 when over 100)', () => {
  const de = (n: number) => 'a'.repeat(n)
  it('keeps a text of exactly 100 characters whole', () => {
    expect(resumir(de(100), 100, 50)).toBe(de(100))
  })
  it('cuts a text of 101 characters to 50 plus an ellipsis', () => {
    expect(resumir(de(101), 100, 50)).toBe(`${de(50)}...`)
  })
  it('does not leave a trailing space before the ellipsis', () => {
    expect(resumir(`${'b'.repeat(49)} ${'c'.repeat(60)}`, 100, 50)).toBe(`${'b'.repeat(49)}...`)
  })
})

describe('slugificar', () => {
  it('folds accents and turns every other run of characters into one hyphen, none at the ends', () => {
    expect(slugificar('  Relatório da Administração – 2024 (revisado)! ')).toBe('relatorio-da-administracao-2024-revisado')
    expect(slugificar('Água & Esgoto')).toBe('agua-esgoto')
  })
})
