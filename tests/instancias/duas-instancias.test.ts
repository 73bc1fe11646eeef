import { randomBytes } from 'node:crypto'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { postarComFetch, responderSegundoFator, type Credenciais } from '../util/segundo-fator'
import { criarAdministrador, faltaParaDuasInstancias, subirDuasInstancias, type Topologia } from './topologia'

/**
 * Two production servers behind an imaginary load balancer, on one PostgreSQL, one Redis, one
 * S3-compatible store and one SMTP server (issue 25 "two instances, proven"). What one instance
 * does, the other must see: a staff session, a published change (within a second), an uploaded
 * file, the abuse limits' counters; and the work both could do (the outbox, the scheduled jobs)
 * is done once.
 */
const falta = faltaParaDuasInstancias()
if (falta) console.warn(`duas instâncias: teste pulado: ${falta}`)

let t: Topologia
let token = ''
let cookie = ''
const email = `operador-${randomBytes(3).toString('hex')}@agencia.example.com`
const senha = `Senha-${randomBytes(12).toString('base64url')}`

describe.skipIf(Boolean(falta))('duas instâncias do site (PostgreSQL, Redis, S3, SMTP)', () => {
  beforeAll(async () => {
    t = await subirDuasInstancias()
    criarAdministrador(t, email, senha)
  })
  afterAll(async (contexto) => {
    // The servers' logs stay when a test failed (their folder is printed).
    await t?.fechar(contexto.tasks.some((tarefa) => tarefa.result?.state === 'fail'))
  })

  it('uma sessão da equipe aberta em A vale em B', async () => {
    const login = await fetch(`${t.a.base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: senha }),
    })
    expect(login.status).toBe(200)
    cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!
    token = ((await login.json()) as { token: string }).token
    expect(cookie).toMatch(/^payload-token=/)
    // The administrator's second factor: enrolled and answered on A (tests/util/segundo-fator.ts)...
    const conta: Credenciais = { email, senha }
    await responderSegundoFator(postarComFetch(t.a.base), conta, token, ['admin'])
    // ...is this session's on B too: the staff list, for administrators only, answers there.
    expect((await fetch(`${t.b.base}/api/users?limit=1`, { headers: { authorization: `JWT ${token}` } })).status).toBe(200)
    for (const base of [t.a.base, t.b.base]) {
      // As the browser sends it: the cookie with the site's origin (Payload refuses a cookie without one).
      const eu = await fetch(`${base}/api/users/me`, { headers: { cookie, origin: t.publica } })
      expect(((await eu.json()) as { user: { email: string } | null }).user?.email).toBe(email)
    }
  })

  it('uma publicação em A aparece na página guardada de B em menos de um segundo', async () => {
    const lista = (await (await fetch(`${t.a.base}/api/noticias?limit=1&sort=-data&depth=0`, { headers: { authorization: `JWT ${token}` } })).json()) as { docs: { id: number }[] }
    const id = lista.docs[0]!.id
    const pagina = `${t.b.base}/fas/noticias/detalhe/load/${id}`
    // Twice, so B surely serves it from its page cache.
    expect((await fetch(pagina)).status).toBe(200)
    const titulo = `Publicado em A ${randomBytes(4).toString('hex')}`
    expect(await (await fetch(pagina)).text()).not.toContain(titulo)
    const inicio = Date.now()
    const edicao = await fetch(`${t.a.base}/api/noticias/${id}`, {
      method: 'PATCH',
      headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ titulo, _status: 'published' }),
    })
    expect(edicao.status).toBe(200)
    let vistoEm = -1
    while (Date.now() - inicio < 3000) {
      if ((await (await fetch(pagina)).text()).includes(titulo)) {
        vistoEm = Date.now() - inicio
        break
      }
      await new Promise((ok) => setTimeout(ok, 25))
    }
    console.log(`publicação em A visível em B após ${vistoEm} ms`)
    expect(vistoEm).toBeGreaterThanOrEqual(0)
    expect(vistoEm).toBeLessThan(1000)
  })

  it('uma imagem enviada por A é servida por B, byte a byte', async () => {
    const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0b5d1e' } }).png().toBuffer()
    const form = new FormData()
    form.append('_payload', JSON.stringify({ alt: 'Enviada pela instância A' }))
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `duas-${randomBytes(3).toString('hex')}.png`)
    const envio = await fetch(`${t.a.base}/api/imagens`, { method: 'POST', headers: { authorization: `JWT ${token}` }, body: form })
    expect(envio.status).toBe(201)
    const { doc } = (await envio.json()) as { doc: { filename: string } }
    const deB = await fetch(`${t.b.base}/api/imagens/file/${encodeURIComponent(doc.filename)}`)
    expect(deB.status).toBe(200)
    expect(Buffer.from(await deB.arrayBuffer()).equals(bytes)).toBe(true)
  })

  it('submissões nas duas instâncias ao mesmo tempo: cada e-mail sai uma vez só', async () => {
    const nomes = Array.from({ length: 8 }, (_, i) => `Duas Instancias ${i} ${randomBytes(2).toString('hex')} Ltda`)
    const respostas = await Promise.all(
      nomes.map((razaoSocial, i) =>
        fetch(`${(i % 2 ? t.b : t.a).base}/site-api/solicitarSimulacaoFinanciamento`, {
          method: 'POST',
          // One client address per submission (behind the "load balancer"): no form limit is in the way.
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${10 + i}` },
          body: JSON.stringify({
            segmentacao: 'Indústria',
            objetivoFinanciamento: 'Capital de Giro',
            faturamento: 20_000_000,
            valorFinanciamento: 10_000,
            emailSolicitante: 'diretoria@empresa.com.br',
            telefoneSolicitante: '5132101234',
            razaoSocial,
            cnpj: '11222333000181',
            cidade: 'Porto Alegre',
            uf: 'RS',
            acimaDe300k: true,
          }),
        }),
      ),
    )
    expect(respostas.map((r) => r.status)).toEqual(nomes.map(() => 200))
    const entregues = (nome: string) => t.recebidas.filter((m) => m.includes(nome)).length
    await expect.poll(() => nomes.every((n) => entregues(n) >= 1), { timeout: 20_000 }).toBe(true)
    // Both instances' senders had their turn by now; a second copy would have arrived with the first.
    await new Promise((ok) => setTimeout(ok, 1500))
    expect(nomes.map(entregues)).toEqual(nomes.map(() => 1))
  })

  it('o limite de login é contado em conjunto: 10 senhas erradas divididas entre A e B bloqueiam o endereço nas duas', async () => {
    const entrar = (base: string, conta: string) =>
      fetch(`${base}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.77' },
        body: JSON.stringify({ email: conta, password: 'senha-errada-123456' }),
      })
    // Ten different (unknown) accounts: no account lockout, only the address's limit.
    for (let i = 0; i < 10; i++) {
      expect((await entrar(i % 2 ? t.b.base : t.a.base, `ninguem-${i}@agencia.example.com`)).status).toBe(401)
    }
    for (const base of [t.a.base, t.b.base]) {
      const r = await entrar(base, email)
      expect(r.status).toBe(429)
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(800)
    }
    // Another address still logs in, on either instance.
    const outro = await fetch(`${t.b.base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.78' },
      body: JSON.stringify({ email, password: senha }),
    })
    expect(outro.status).toBe(200)
  })

  it('as tarefas agendadas rodam numa instância só (as duas com JOBS_AUTORUN=true)', async () => {
    const execucoes = async (base: string) => {
      const texto = await (await fetch(`${base}/metrics`)).text()
      const linha = texto.split('\n').find((l) => l.startsWith('fomento_tarefas_execucoes_total{') && l.includes('tarefa="enviarMensagens"') && l.includes('resultado="sucesso"'))
      return linha ? Number(linha.split(' ').pop()) : 0
    }
    // The outbox job is scheduled every minute: wait for its first run (one or two minutes' turns).
    await expect.poll(async () => (await execucoes(t.a.base)) + (await execucoes(t.b.base)), { timeout: 130_000, interval: 2000 }).toBeGreaterThan(0)
    const [a, b] = [await execucoes(t.a.base), await execucoes(t.b.base)]
    // Only one instance ran it, and at most once per minute since the first started (not twice per turn).
    expect([a, b].filter((n) => n > 0)).toHaveLength(1)
    const minutos = Math.floor(Date.now() / 60_000) - Math.floor(t.inicio / 60_000)
    expect(a + b).toBeLessThanOrEqual(minutos)
    console.log(`enviarMensagens: ${a} execuções em A, ${b} em B, em ${minutos} viradas de minuto`)
  })
})
