import { describe, expect, it } from 'vitest'

import { politicaDeSeguranca } from './csp'

describe('politicaDeSeguranca', () => {
  const csp = politicaDeSeguranca('abc123')
  const diretiva = (nome: string) => csp.split('; ').find((d) => d.startsWith(`${nome} `))

  it("allows only this request's nonce for scripts, never unsafe-inline or eval", () => {
    expect(diretiva('script-src')).toBe("script-src 'self' 'nonce-abc123' 'strict-dynamic'")
    expect(csp).not.toMatch(/unsafe-eval/)
  })
  it('loads nothing from other origins and forbids plugins', () => {
    expect(diretiva('default-src')).toBe("default-src 'self'")
    expect(diretiva('object-src')).toBe("object-src 'none'")
    expect(csp).not.toMatch(/https?:/)
  })
})
