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
})
