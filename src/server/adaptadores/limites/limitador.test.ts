import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import net from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { chaveDoCliente, enderecoReal } from './chave'
import { criarLimitador, ehLimiteExcedido, LimiteExcedido, type Limitador } from './limitador'
import { lerLimites, REGRAS } from './regras'
import { respostaLimiteExcedido } from './resposta'

const regras = { ...REGRAS, login: { pontos: 3, janelaSegundos: 600 } }

async function erroDe(p: Promise<unknown>): Promise<unknown> {
  return p.then(() => undefined, (e: unknown) => e)
}

async function portaLivre(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo
      s.close(() => resolve(port))
    })
  })
}

describe('limites em memória (uma instância)', () => {
  it('a 4ª tentativa de 3 permitidas é recusada com o tempo de espera da janela', async () => {
    const l = criarLimitador({ regras })
    for (let i = 0; i < 3; i++) await l.consumir('login', 'cliente-a')
    const e = await erroDe(l.consumir('login', 'cliente-a'))
    expect(e).toBeInstanceOf(LimiteExcedido)
    expect((e as LimiteExcedido).regra).toBe('login')
    expect((e as LimiteExcedido).segundosParaEsperar).toBeGreaterThan(595)
    expect((e as LimiteExcedido).segundosParaEsperar).toBeLessThanOrEqual(600)
    // Another client, or another rule, is not affected.
    await expect(l.consumir('login', 'cliente-b')).resolves.toBeUndefined()
    await expect(l.consumir('busca', 'cliente-a')).resolves.toBeUndefined()
  })

  it('devolver desconta uma tentativa: contada antes e devolvida quando deu certo, não pesa', async () => {
    const l = criarLimitador({ regras })
    for (let i = 0; i < 5; i++) {
      await l.consumir('login', 'v')
      await l.devolver('login', 'v')
    }
    for (let i = 0; i < 3; i++) await l.consumir('login', 'v')
    expect(await erroDe(l.consumir('login', 'v'))).toBeInstanceOf(LimiteExcedido)
  })

  it('duas instâncias sem Redis contam cada uma por si', async () => {
    const [a, b] = [criarLimitador({ regras }), criarLimitador({ regras })]
    for (let i = 0; i < 3; i++) await a.consumir('login', 'x')
    await expect(b.consumir('login', 'x')).resolves.toBeUndefined()
  })
})

const temRedis = spawnSync('redis-server', ['--version']).status === 0
if (!temRedis) console.warn('redis-server não encontrado: testes do limite compartilhado pulados (apt-get install redis-server)')

describe.skipIf(!temRedis)('limites compartilhados por Redis (várias instâncias)', () => {
  let servidor: ChildProcess
  let url: string
  const abertos: Limitador[] = []
  const novo = () => {
    const l = criarLimitador({ redisUrl: url, regras })
    abertos.push(l)
    return l
  }

  beforeAll(async () => {
    const porta = await portaLivre()
    url = `redis://127.0.0.1:${porta}`
    servidor = spawn('redis-server', ['--port', String(porta), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
    // Ready when it answers PING.
    for (let i = 0; i < 50; i++) {
      const pronto = await new Promise<boolean>((resolve) => {
        const c = net.connect(porta, '127.0.0.1', () => c.write('PING\r\n'))
        c.on('data', (d) => {
          c.destroy()
          resolve(d.toString().startsWith('+PONG'))
        })
        c.on('error', () => resolve(false))
      })
      if (pronto) return
      await new Promise((r) => setTimeout(r, 100))
    }
    throw new Error('redis-server não respondeu')
  })

  afterAll(async () => {
    await Promise.all(abertos.map((l) => l.fechar()))
    servidor?.kill()
  })

  it('duas instâncias somam as tentativas do mesmo cliente', async () => {
    const [a, b] = [novo(), novo()]
    // Until connected, each instance counts in its own memory (the insurance limiter).
    await Promise.all([a.pronto(), b.pronto()])
    await a.consumir('login', 'compartilhado')
    await a.consumir('login', 'compartilhado')
    await b.consumir('login', 'compartilhado')
    const e = await erroDe(b.consumir('login', 'compartilhado'))
    expect(e).toBeInstanceOf(LimiteExcedido)
    expect((e as LimiteExcedido).segundosParaEsperar).toBeGreaterThan(595)
    await expect(a.consumir('login', 'outro')).resolves.toBeUndefined()
  })

  it('instâncias recém-criadas já contam juntas: a primeira tentativa espera a conexão em vez de ir só para a memória', async () => {
    const [a, b] = [novo(), novo()]
    await a.consumir('login', 'na-partida')
    await b.consumir('login', 'na-partida')
    await a.consumir('login', 'na-partida')
    expect(await erroDe(b.consumir('login', 'na-partida'))).toBeInstanceOf(LimiteExcedido)
  })

  it('com o Redis fora, cada instância continua limitando pela memória', async () => {
    const l = novo()
    await l.pronto()
    await l.consumir('login', 'antes')
    servidor.kill('SIGKILL')
    await new Promise((r) => setTimeout(r, 300))
    for (let i = 0; i < 3; i++) await l.consumir('login', 'sem-redis')
    expect(await erroDe(l.consumir('login', 'sem-redis'))).toBeInstanceOf(LimiteExcedido)
  })
})

describe('chave do cliente', () => {
  const segredo = 'segredo-de-teste-com-mais-de-32-caracteres'
  it('o mesmo endereço no mesmo dia dá a mesma chave, que não contém o endereço', () => {
    const manha = new Date('2026-11-24T03:00:00Z')
    const noite = new Date('2026-11-24T23:59:59Z')
    const k = chaveDoCliente('200.180.1.2', segredo, manha)
    expect(chaveDoCliente('200.180.1.2', segredo, noite)).toBe(k)
    expect(k).not.toContain('200.180')
    expect(k).toMatch(/^[\w-]{22}$/)
    expect(chaveDoCliente('200.180.1.3', segredo, manha)).not.toBe(k)
  })

  it('a chave muda a cada dia (UTC) e com o segredo', () => {
    const k = chaveDoCliente('200.180.1.2', segredo, new Date('2026-11-24T23:59:59Z'))
    expect(chaveDoCliente('200.180.1.2', segredo, new Date('2026-11-25T00:00:00Z'))).not.toBe(k)
    expect(chaveDoCliente('200.180.1.2', `${segredo}x`, new Date('2026-11-24T12:00:00Z'))).not.toBe(k)
  })
})

describe('resposta 429', () => {
  it('Retry-After em segundos e a mensagem em português', async () => {
    const r = respostaLimiteExcedido(new LimiteExcedido('login', 540))
    expect(r.status).toBe(429)
    expect(r.headers.get('Retry-After')).toBe('540')
    expect(await r.json()).toEqual({ message: 'Muitas tentativas em pouco tempo. Tente novamente em 9 minutos.' })
    expect(await respostaLimiteExcedido(new LimiteExcedido('busca', 1)).json()).toEqual({ message: 'Muitas tentativas em pouco tempo. Tente novamente em 1 segundo.' })
  })
})

describe('endereço real atrás de proxies confiáveis', () => {
  it('sem proxy, a conexão; com 1, o que o proxy anotou; o que o cliente escreveu nunca', () => {
    expect(enderecoReal('10.0.0.5', '203.0.113.9', 0)).toBe('10.0.0.5')
    expect(enderecoReal('10.0.0.5', '203.0.113.9', 1)).toBe('203.0.113.9')
    // The client forged the first entry; the proxy appended the real one.
    expect(enderecoReal('10.0.0.5', '1.1.1.1, 203.0.113.9', 1)).toBe('203.0.113.9')
    expect(enderecoReal('10.0.0.5', '1.1.1.1, 203.0.113.9, 10.0.0.4', 2)).toBe('203.0.113.9')
    // More hops declared than entries: the leftmost there is, never undefined.
    expect(enderecoReal('10.0.0.5', undefined, 1)).toBe('10.0.0.5')
  })
})

describe('LIMITES: os valores de produção e as trocas do operador', () => {
  it('sem a variável, os de regras.ts; com ela, só as regras nomeadas mudam', () => {
    expect(lerLimites(undefined)).toEqual(REGRAS)
    expect(lerLimites('')).toEqual(REGRAS)
    const r = lerLimites('formulario=20/60, consulta=100/30')
    expect(r.formulario).toEqual({ pontos: 20, janelaSegundos: 60 })
    expect(r.consulta).toEqual({ pontos: 100, janelaSegundos: 30 })
    expect(r.login).toEqual(REGRAS.login)
  })

  it('uma entrada errada é recusada com a mensagem que a nomeia', () => {
    expect(() => lerLimites('formulario=10')).toThrow('"formulario=10" deve ser regra=pontos/segundos, ex.: formulario=10/600')
    expect(() => lerLimites('loginn=1/1')).toThrow('regra desconhecida "loginn"')
    expect(() => lerLimites('toString=1/1')).toThrow('regra desconhecida "toString"')
    expect(() => lerLimites('login=0/60')).toThrow('"login=0/60": pontos e segundos devem ser 1 ou mais')
  })
})

describe('ehLimiteExcedido', () => {
  it('recognises the error thrown by another bundled copy of the module, where instanceof says no', () => {
    // What a second chunk of the production build holds: a class of the same name and shape.
    class LimiteExcedidoDeOutraCopia extends Error {
      constructor(readonly regra: string, readonly segundosParaEsperar: number) {
        super(`limite '${regra}' excedido`)
        this.name = 'LimiteExcedido'
      }
    }
    const deOutraCopia = new LimiteExcedidoDeOutraCopia('login', 900)
    expect(deOutraCopia instanceof LimiteExcedido).toBe(false)
    expect(ehLimiteExcedido(deOutraCopia)).toBe(true)
    expect(ehLimiteExcedido(new LimiteExcedido('login', 900))).toBe(true)
    expect(ehLimiteExcedido(new Error("limite 'login' excedido"))).toBe(false)
  })
})
