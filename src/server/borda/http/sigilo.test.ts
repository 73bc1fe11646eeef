import { describe, expect, it } from 'vitest'

import { caminhoSigiloso } from './sigilo'

describe('caminhoSigiloso', () => {
  it('covers the channel page, its sub-paths and its calls, and nothing else', () => {
    expect(caminhoSigiloso('/atendimento-ao-cliente/denuncias')).toBe(true)
    expect(caminhoSigiloso('/atendimento-ao-cliente/denuncias/qualquer')).toBe(true)
    expect(caminhoSigiloso('/site-api/denuncias')).toBe(true)
    expect(caminhoSigiloso('/site-api/denuncias/consulta')).toBe(true)
    expect(caminhoSigiloso('/atendimento-ao-cliente/ouvidoria')).toBe(false)
    expect(caminhoSigiloso('/site-api/denunciasx')).toBe(false)
    expect(caminhoSigiloso('/')).toBe(false)
  })
})
