import config from '@payload-config'
import { handleEndpoints } from 'payload'
import { describe, expect, it } from 'vitest'

import { MENSAGEM_LOGIN_RECUSADO } from '@/collections/Usuarios/endpoints/loginComLimite'
import { CABECALHO_CLIENTE, REGRAS } from '@/server/adaptadores/limites'

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
    const inicio = Date.now()
    for (let i = 0; i < REGRAS.login.pontos; i++) {
      const r = await entrar('203.0.113.7', contas[i % 5]!.email, 'senha-errada-123')
      expect(r.status).toBe(401)
    }
    const bloqueada = await entrar('203.0.113.7', contas[0]!.email, contas[0]!.password)
    expect(bloqueada.status).toBe(429)
    // The window opened with the first wrong password: what is left of its 900 s (a busy machine takes seconds for ten logins).
    const decorridos = Math.ceil((Date.now() - inicio) / 1000)
    expect(Number(bloqueada.headers.get('Retry-After'))).toBeGreaterThanOrEqual(900 - decorridos - 1)
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

  it(`${REGRAS.login.pontos + 5} senhas erradas em paralelo de um endereço: só ${REGRAS.login.pontos} são avaliadas, as outras recebem 429`, async () => {
    await getTestPayload()
    const contas = await Promise.all(Array.from({ length: 5 }, () => createStaffUser(['editor'])))
    // Three wrong passwords per account: none reaches its own lockout (5).
    const respostas = await Promise.all(Array.from({ length: REGRAS.login.pontos + 5 }, (_, i) => entrar('203.0.113.99', contas[i % 5]!.email, 'senha-errada-123')))
    const status = respostas.map((r) => r.status).sort()
    expect(status).toEqual([...Array<number>(REGRAS.login.pontos).fill(401), ...Array<number>(5).fill(429)])
  })
})

/** The body's message, as the login screen shows it. */
async function mensagemDe(r: Response): Promise<string | undefined> {
  const corpo = (await r.json()) as { errors?: { message?: string }[]; message?: string }
  return corpo.errors?.[0]?.message ?? corpo.message
}

const mediana = (v: number[]) => {
  const o = [...v].sort((a, b) => a - b)
  return (o[Math.floor((o.length - 1) / 2)]! + o[Math.ceil((o.length - 1) / 2)]!) / 2
}

describe('login da equipe: nada revela se a conta existe', () => {
  it('e-mail desconhecido, senha errada e conta bloqueada recebem a mesma resposta (401, a mesma mensagem)', async () => {
    await getTestPayload()
    const conta = await createStaffUser(['editor'])
    const desconhecido = await entrar('198.51.100.1', 'ninguem-aqui@teste.example', 'senha-errada-123')
    const errada = await entrar('198.51.100.2', conta.email, 'senha-errada-123')
    const respostas = [desconhecido, errada]
    // Five wrong passwords lock the account (maxLoginAttempts); then even the right one is refused alike.
    for (let i = 0; i < 4; i++) await entrar(`198.51.100.${10 + i}`, conta.email, 'senha-errada-123')
    respostas.push(await entrar('198.51.100.3', conta.email, conta.password))
    const vistas = await Promise.all(respostas.map(async (r) => [r.status, await mensagemDe(r)]))
    expect(vistas).toEqual(Array(3).fill([401, MENSAGEM_LOGIN_RECUSADO]))
    expect(MENSAGEM_LOGIN_RECUSADO).not.toMatch(/bloquead[oa] devido|usuário está/i)
  })

  it('o login leva o mesmo tempo para e-mails existentes e desconhecidos (20 de cada: medianas a menos de 25 ms ou 30 %)', async () => {
    await getTestPayload()
    const contas = await Promise.all(Array.from({ length: 5 }, () => createStaffUser(['editor'])))
    const existentes: number[] = []
    const desconhecidos: number[] = []
    const medir = async (email: string, endereco: string) => {
      const inicio = performance.now()
      const r = await entrar(endereco, email, 'senha-errada-123')
      const ms = performance.now() - inicio
      expect(r.status).toBe(401)
      return ms
    }
    // Interleaved, each from its own address (the address limit is not what is measured);
    // four wrong passwords per account, below its lockout.
    for (let i = 0; i < 20; i++) {
      existentes.push(await medir(contas[i % 5]!.email, `192.0.2.${100 + i}`))
      desconhecidos.push(await medir(`desconhecido-${i}@teste.example`, `192.0.2.${200 + i}`))
    }
    const [a, b] = [mediana(existentes), mediana(desconhecidos)]
    const diferenca = Math.abs(a - b)
    expect(diferenca <= 25 || diferenca <= 0.3 * Math.max(a, b), `medianas: existente ${a.toFixed(1)} ms, desconhecido ${b.toFixed(1)} ms`).toBe(true)
  })
})
