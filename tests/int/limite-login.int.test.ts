import config from '@payload-config'
import { handleEndpoints } from 'payload'
import { describe, expect, it } from 'vitest'

import { CABECALHO_CLIENTE, REGRAS } from '@/server/limites'

import { createStaffUser, getTestPayload } from './helpers'

async function entrar(endereco: string, email: string, password: string) {
  const request = new Request('http://localhost:3000/api/users/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [CABECALHO_CLIENTE]: endereco },
    body: JSON.stringify({ email, password }),
  })
  return handleEndpoints({ config, path: '/api/users/login', request })
}

describe('login da equipe: limite por endereço', () => {
  it(`depois de ${REGRAS.login.pontos} senhas erradas de um endereço (em contas diferentes), ele recebe 429 com Retry-After, mesmo com a senha certa`, async () => {
    await getTestPayload()
    expect(REGRAS.login).toEqual({ pontos: 10, janelaSegundos: 900 })
    const contas = await Promise.all(Array.from({ length: 5 }, () => createStaffUser(['editor'])))
    // Two wrong passwords per account: no account reaches its own lockout (5).
    for (let i = 0; i < REGRAS.login.pontos; i++) {
      const r = await entrar('203.0.113.7', contas[i % 5]!.email, 'senha-errada-123')
      expect(r.status).toBe(401)
    }
    const bloqueada = await entrar('203.0.113.7', contas[0]!.email, contas[0]!.password)
    expect(bloqueada.status).toBe(429)
    expect(Number(bloqueada.headers.get('Retry-After'))).toBeGreaterThan(890)
    expect(Number(bloqueada.headers.get('Retry-After'))).toBeLessThanOrEqual(900)
    expect(await bloqueada.json()).toEqual({ message: 'Muitas tentativas em pouco tempo. Tente novamente em 15 minutos.' })
    // Another address is not held back.
    expect((await entrar('198.51.100.20', contas[0]!.email, contas[0]!.password)).status).toBe(200)
  })

  it('logins certos não contam: um escritório inteiro entra pelo mesmo endereço', async () => {
    await getTestPayload()
    const u = await createStaffUser(['comercial'])
    for (let i = 0; i < REGRAS.login.pontos + 2; i++) {
      expect((await entrar('192.0.2.50', u.email, u.password)).status).toBe(200)
    }
  })
})
