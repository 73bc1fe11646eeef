import { describe, expect, it } from 'vitest'

import { lerAmbiente } from './env'

describe('lerAmbiente', () => {
  it('uses the documented defaults: port 3000, SQLite under ./data, local site URL', () => {
    const e = lerAmbiente({})
    expect(e.PORT).toBe(3000)
    expect(e.isPostgres).toBe(false)
    expect(e.databaseUrl).toMatch(/^file:.*data[\\/]site\.db$/)
    expect(e.siteUrl).toBe('http://localhost:3000')
  })

  it('recognises PostgreSQL URLs', () => {
    expect(lerAmbiente({ DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db' }).isPostgres).toBe(true)
    expect(lerAmbiente({ DATABASE_URL: 'postgresql://u:p@h/db' }).isPostgres).toBe(true)
  })

  it('names every bad variable in one message', () => {
    expect(() => lerAmbiente({ PORT: 'abc', DATABASE_URL: 'mysql://x', PAYLOAD_SECRET: 'curto' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*PAYLOAD_SECRET/,
    )
  })

  it('rejects a public site URL that is not a URL', () => {
    expect(() => lerAmbiente({ PUBLIC_SITE_URL: 'fomento.rs.gov.br' })).toThrow(/PUBLIC_SITE_URL/)
  })

  it('SEED_DEMO: true by default, false only when said, anything else is an error', () => {
    expect(lerAmbiente({}).SEED_DEMO).toBe(true)
    expect(lerAmbiente({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false)
    expect(() => lerAmbiente({ SEED_DEMO: 'nao' })).toThrow(/SEED_DEMO/)
  })

  it('secure cookies (and HSTS) in production unless COOKIE_SECURE=false; off in development unless true', () => {
    expect(lerAmbiente({ NODE_ENV: 'production' }).cookieSeguro).toBe(true)
    expect(lerAmbiente({ NODE_ENV: 'production', COOKIE_SECURE: 'false' }).cookieSeguro).toBe(false)
    expect(lerAmbiente({ NODE_ENV: 'development' }).cookieSeguro).toBe(false)
    expect(lerAmbiente({ NODE_ENV: 'development', COOKIE_SECURE: 'true' }).cookieSeguro).toBe(true)
  })

  it('CEP providers: ViaCEP and BrasilAPI by default, any full URL instead, anything else an error', () => {
    expect(lerAmbiente({}).CEP_VIACEP_URL).toBe('https://viacep.com.br/ws')
    expect(lerAmbiente({}).CEP_BRASILAPI_URL).toBe('https://brasilapi.com.br/api/cep/v1')
    expect(lerAmbiente({ CEP_VIACEP_URL: 'http://127.0.0.1:8080/ws' }).CEP_VIACEP_URL).toBe('http://127.0.0.1:8080/ws')
    expect(() => lerAmbiente({ CEP_VIACEP_URL: 'viacep.com.br', CEP_BRASILAPI_URL: 'brasilapi' })).toThrow(/CEP_VIACEP_URL[\s\S]*CEP_BRASILAPI_URL/)
  })
})
