import { describe, expect, it } from 'vitest'

import { enderecoDivergente, enderecoDoPedido } from './endereco-do-site'

describe('enderecoDoPedido', () => {
  it('joins the forwarded scheme and the host, http by default', () => {
    expect(enderecoDoPedido('127.0.0.1:3400', null)).toBe('http://127.0.0.1:3400')
    expect(enderecoDoPedido('site.rs.gov.br', 'https, http')).toBe('https://site.rs.gov.br')
    expect(enderecoDoPedido(null, 'https')).toBeNull()
  })
})

describe('enderecoDivergente', () => {
  it('answers the configured origin only when host or scheme differ', () => {
    expect(enderecoDivergente('http://localhost:3400', 'http://localhost:3400')).toBeNull()
    expect(enderecoDivergente('http://localhost:3400/', 'http://127.0.0.1:3400')).toBe('http://localhost:3400')
    expect(enderecoDivergente('https://site.rs.gov.br', 'http://site.rs.gov.br')).toBe('https://site.rs.gov.br')
    expect(enderecoDivergente('http://localhost:3400', null)).toBeNull()
  })
})
