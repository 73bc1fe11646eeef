import { generatePayloadCookie } from 'payload/shared'
import { describe, expect, it } from 'vitest'

import { getTestPayload } from './helpers'

// Production, with no COOKIE_SECURE override: set before the config is first read.
Object.assign(process.env, { NODE_ENV: 'production' })
delete process.env.COOKIE_SECURE

/**
 * The staff session cookie the login sets (Payload builds it from the users
 * collection's auth settings with this function): in production it never travels
 * over plain HTTP, scripts cannot read it, and other sites' requests do not carry it.
 */
describe('cookie da sessão da equipe em produção', () => {
  it('Secure, HttpOnly e SameSite=Lax', async () => {
    const payload = await getTestPayload()
    const cookie = generatePayloadCookie({
      collectionAuthConfig: payload.collections.users.config.auth,
      cookiePrefix: payload.config.cookiePrefix,
      token: 'abc',
    })
    const partes = cookie.split(';').map((p) => p.trim().toLowerCase())
    expect(partes[0]).toBe(`${payload.config.cookiePrefix}-token=abc`)
    // Payload writes the flags as `Secure=true`, `HttpOnly=true`; browsers ignore the value.
    expect(partes.some((p) => /^secure(=true)?$/.test(p))).toBe(true)
    expect(partes.some((p) => /^httponly(=true)?$/.test(p))).toBe(true)
    expect(partes).toContain('samesite=lax')
  })
})
