import { describe, expect, it } from 'vitest'

import { z } from 'zod'

import { AmbienteInvalido, ambienteDaPlataforma, fatiaDoAmbiente, lerAmbiente, verificarAmbiente } from './env'

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
})

describe('fatiaDoAmbiente', () => {
  const fatia = fatiaDoAmbiente({ PORTA: z.coerce.number().int('deve ser um número inteiro').default(7), NOME: z.string().min(3, 'curto demais').optional() }, (v) => ({ ...v, dobro: v.PORTA * 2 }))

  it('an empty variable counts as unset (compose: SMTP_URL: ${SMTP_URL:-}); what it derives comes along', () => {
    expect(fatia.ler({ PORTA: '', NOME: '' })).toEqual({ PORTA: 7, NOME: undefined, dobro: 14 })
    expect(lerAmbiente({ PORT: '' }).PORT).toBe(3000)
  })

  it('a bad value: the start\'s message, one line per bad variable', () => {
    expect(() => fatia.ler({ PORTA: '1.5', NOME: 'ab' })).toThrow(
      new AmbienteInvalido(['  - PORTA: deve ser um número inteiro', '  - NOME: curto demais']),
    )
    expect(new AmbienteInvalido(['  - PORTA: x']).message).toBe('Configuração inválida nas variáveis de ambiente:\n  - PORTA: x')
  })

  it('verificarAmbiente names every bad variable of every slice in one message', () => {
    const outra = fatiaDoAmbiente({ URL_X: z.url('deve ser uma URL') })
    expect(() => verificarAmbiente([fatia, outra, ambienteDaPlataforma], { NOME: 'ab', URL_X: 'x', PAYLOAD_SECRET: 'curto' })).toThrow(
      new AmbienteInvalido(['  - NOME: curto demais', '  - URL_X: deve ser uma URL', '  - PAYLOAD_SECRET: deve ter pelo menos 32 caracteres']),
    )
    expect(() => verificarAmbiente([fatia, outra], { URL_X: 'https://x.example' })).not.toThrow()
    expect(outra.variaveis).toEqual(['URL_X'])
  })
})
