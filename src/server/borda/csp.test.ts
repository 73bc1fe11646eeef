import { describe, expect, it } from 'vitest'

import { cabecalhosDeSeguranca, politicaDeSeguranca, politicaDoBackOffice } from './csp'

describe.each([
  ['site', politicaDeSeguranca],
  ['back-office', politicaDoBackOffice],
])('política de segurança do %s', (_nome, fn) => {
  const csp = fn('abc123')
  const diretiva = (nome: string) => csp.split('; ').find((d) => d.startsWith(`${nome} `))

  it("allows only this response's nonce for scripts, never unsafe-inline or eval", () => {
    expect(diretiva('script-src')).toBe("script-src 'self' 'nonce-abc123' 'strict-dynamic'")
    expect(csp).not.toMatch(/unsafe-eval/)
  })
  it('loads nothing from other origins, forbids plugins and framing', () => {
    expect(diretiva('default-src')).toBe("default-src 'self'")
    expect(diretiva('object-src')).toBe("object-src 'none'")
    expect(diretiva('frame-ancestors')).toBe("frame-ancestors 'none'")
    expect(csp).not.toMatch(/https?:/)
  })
})

describe('cabecalhosDeSeguranca', () => {
  it('HSTS de um ano com subdomínios só em HTTPS', () => {
    expect(cabecalhosDeSeguranca({ https: true })['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains')
    expect(cabecalhosDeSeguranca({ https: false })['Strict-Transport-Security']).toBeUndefined()
  })
  it('isola a janela e os recursos da origem', () => {
    const c = cabecalhosDeSeguranca({ https: true })
    expect(c['Cross-Origin-Opener-Policy']).toBe('same-origin')
    expect(c['Cross-Origin-Resource-Policy']).toBe('same-origin')
    expect(c['X-Frame-Options']).toBe('DENY')
  })
})
