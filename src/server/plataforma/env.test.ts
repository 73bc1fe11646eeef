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

describe('lerAmbiente: armazenamento S3', () => {
  it('sem S3_BUCKET os arquivos ficam no disco', () => {
    expect(lerAmbiente({}).s3).toBeUndefined()
  })

  it('com S3_BUCKET: endereço, região, estilo de caminho e credenciais', () => {
    const e = lerAmbiente({ S3_BUCKET: 'fomento', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'true', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'segredo' })
    expect(e.s3).toEqual({ bucket: 'fomento', endpoint: 'http://minio:9000', regiao: 'us-east-1', caminhoNoEndereco: true, credenciais: { accessKeyId: 'id', secretAccessKey: 'segredo' } })
    expect(lerAmbiente({ S3_BUCKET: 'fomento' }).s3).toEqual({ bucket: 'fomento', endpoint: undefined, regiao: 'us-east-1', caminhoNoEndereco: false, credenciais: undefined })
  })

  it('um conjunto incompleto para o servidor com uma mensagem que diz o que falta', () => {
    expect(() => lerAmbiente({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(/S3_BUCKET: obrigatório/)
    expect(() => lerAmbiente({ S3_BUCKET: 'fomento', S3_ACCESS_KEY_ID: 'id' })).toThrow(/S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: informe as duas/)
    expect(() => lerAmbiente({ S3_BUCKET: 'fomento', S3_FORCE_PATH_STYLE: 'sim' })).toThrow(/S3_FORCE_PATH_STYLE/)
  })

  it('METRICS_TOKEN curto é recusado', () => {
    expect(() => lerAmbiente({ METRICS_TOKEN: 'curto' })).toThrow(/METRICS_TOKEN/)
  })

  it('uma variável vazia vale como não definida (compose: SMTP_URL: ${SMTP_URL:-})', () => {
    const e = lerAmbiente({ SMTP_URL: '', EMAIL_COMERCIAL: '', REDIS_URL: '', PORT: '' })
    expect(e.SMTP_URL).toBeUndefined()
    expect(e.REDIS_URL).toBeUndefined()
    expect(e.EMAIL_COMERCIAL).toBe('comercial@example.com')
    expect(e.PORT).toBe(3000)
    expect(() => lerAmbiente({ SMTP_URL: 'http://x' })).toThrow(/SMTP_URL/)
  })
})

describe('CLAMAV_HOST', () => {
  it('sem ela, nenhum antivírus; host:porta, host com CLAMAV_PORT, socket unix', () => {
    expect(lerAmbiente({}).clamav).toBeUndefined()
    expect(lerAmbiente({ CLAMAV_HOST: '' }).clamav).toBeUndefined()
    expect(lerAmbiente({ CLAMAV_HOST: 'clamav:3311' }).clamav).toEqual({ host: 'clamav', porta: 3311 })
    expect(lerAmbiente({ CLAMAV_HOST: 'clamav' }).clamav).toEqual({ host: 'clamav', porta: 3310 })
    expect(lerAmbiente({ CLAMAV_HOST: '10.0.0.5', CLAMAV_PORT: '4000' }).clamav).toEqual({ host: '10.0.0.5', porta: 4000 })
    expect(lerAmbiente({ CLAMAV_HOST: '/run/clamav/clamd.ctl' }).clamav).toEqual({ caminho: '/run/clamav/clamd.ctl' })
    expect(() => lerAmbiente({ CLAMAV_HOST: 'tcp://clamav' })).toThrow(/CLAMAV_HOST: deve ser host, host:porta ou o caminho de um socket unix/)
  })
})
