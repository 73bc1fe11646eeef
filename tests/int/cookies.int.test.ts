import { handleEndpoints } from 'payload'
import { describe, expect, it } from 'vitest'

import { createStaffUser, getTestPayload } from './helpers'

// Production, with no COOKIE_SECURE override: set before the config is first read.
Object.assign(process.env, { NODE_ENV: 'production' })
delete process.env.COOKIE_SECURE

/**
 * The staff session cookie a real login sets (read from the answer's Set-Cookie,
 * not rebuilt from the config): in production it never travels over plain HTTP,
 * scripts cannot read it, and other sites' requests do not carry it.
 */
describe('cookie da sessão da equipe em produção', () => {
  it('Secure, HttpOnly e SameSite=Lax', async () => {
    const payload = await getTestPayload()
    const u = await createStaffUser(['editor'])
    const request = new Request('http://localhost:3000/api/users/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: u.email, password: u.password }),
    })
    // The config is imported here, not at the top, so it reads NODE_ENV as set above.
    const { default: config } = await import('@payload-config')
    const resposta = await handleEndpoints({ config, path: '/api/users/login', request })
    expect(resposta.status).toBe(200)
    const { token } = (await resposta.json()) as { token: string }
    const cookie = resposta.headers.get('set-cookie') ?? ''
    const partes = cookie.split(';').map((p) => p.trim().toLowerCase())
    expect(partes[0]).toBe(`${payload.config.cookiePrefix}-token=${token}`.toLowerCase())
    // Payload writes the flags as `Secure=true`, `HttpOnly=true`; browsers ignore the value.
    expect(partes.some((p) => /^secure(=true)?$/.test(p))).toBe(true)
    expect(partes.some((p) => /^httponly(=true)?$/.test(p))).toBe(true)
    expect(partes).toContain('samesite=lax')
  })
})
