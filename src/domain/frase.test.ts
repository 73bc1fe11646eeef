import { describe, expect, it } from 'vitest'

import { forcaDaFrase, problemaDaFrase } from './frase'

describe('problemaDaFrase', () => {
  it('refuses a short or repetitive passphrase, accepts a long varied one', () => {
    expect(problemaDaFrase('curta demais')).toBe('A frase secreta deve ter pelo menos 16 caracteres.')
    expect(problemaDaFrase('abababababababababab')).toBe('A frase secreta não pode repetir sempre os mesmos caracteres.')
    expect(problemaDaFrase('uma frase bem longa')).toBeNull()
  })
})

describe('forcaDaFrase', () => {
  it('grades by length and words, insufficient below the rule', () => {
    expect(forcaDaFrase('curta demais')).toBe('insuficiente')
    expect(forcaDaFrase('xkcd9fjq2mvl4pzt')).toBe('aceitavel')
    expect(forcaDaFrase('cavalo bateria grampo correto')).toBe('boa')
    expect(forcaDaFrase('cavalo bateria grampo correto ontem cedo')).toBe('forte')
  })
})
