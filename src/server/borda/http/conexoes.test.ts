import type http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import os from 'node:os'

import { afterEach, describe, expect, it } from 'vitest'

import { criarServidorHttp, escutar, type LimitesDeConexao } from './conexoes'

/** Small limits, so each rule is observed in well under a second. */
const PEQUENOS: LimitesDeConexao = { cabecalhosMs: 300, corpoMs: 300, corpoEquipeMs: 300, ociosaMs: 300, porEndereco: 3 }

const abertos: http.Server[] = []
afterEach(() => {
  for (const s of abertos.splice(0)) {
    s.closeAllConnections()
    s.close()
  }
})

async function subir(limites: LimitesDeConexao, endereco = '127.0.0.1'): Promise<number> {
  const servidor = criarServidorHttp((_req, res) => res.end('ok'), limites)
  abertos.push(servidor)
  await escutar(servidor, 0, endereco)
  return (servidor.address() as AddressInfo).port
}

/** A raw connection: what it received, and how long it stayed open. */
function conectar(porta: number, host = '127.0.0.1') {
  const socket = net.connect(porta, host)
  const inicio = Date.now()
  let recebido = ''
  socket.on('data', (d: Buffer) => (recebido += d.toString()))
  const fechada = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now() - inicio)))
  socket.on('error', () => {})
  return { socket, fechada, recebido: () => recebido, conectada: new Promise<void>((r) => socket.once('connect', () => r())) }
}

describe('clientes lentos e conexões por endereço', () => {
  it('cabeçalhos que não terminam no prazo: a conexão é fechada dentro do limite', async () => {
    const porta = await subir(PEQUENOS)
    const c = conectar(porta)
    await c.conectada
    c.socket.write('GET / HTTP/1.1\r\nHost: x\r\n')
    // One header line now and then, never the blank line that ends them.
    const gotejar = setInterval(() => c.socket.writable && c.socket.write('X-A: b\r\n'), 50)
    const ms = await c.fechada
    clearInterval(gotejar)
    expect(ms).toBeGreaterThanOrEqual(250)
    expect(ms).toBeLessThan(300 * 2.5)
    expect(c.recebido()).toMatch(/^HTTP\/1\.1 408/)
  })

  it('um corpo que nunca termina: a conexão é fechada dentro do limite (o de Node, atrás do da porta)', async () => {
    const porta = await subir({ ...PEQUENOS, cabecalhosMs: 200, corpoMs: 200, corpoEquipeMs: 200 })
    const servidor = abertos.at(-1)!
    // A handler that never reads the body: only the server's own deadline ends it.
    servidor.removeAllListeners('request')
    servidor.on('request', () => {})
    const c = conectar(porta)
    await c.conectada
    c.socket.write('POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n')
    const gotejar = setInterval(() => c.socket.writable && c.socket.write('x'), 50)
    const ms = await c.fechada
    clearInterval(gotejar)
    // headers + the larger body deadline + 1 s, checked every 20 ms.
    expect(ms).toBeLessThan(200 + 200 + 1000 + 500)
  })

  it('uma conexão keep-alive ociosa é fechada após o limite', async () => {
    const porta = await subir(PEQUENOS)
    const c = conectar(porta)
    await c.conectada
    c.socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n')
    const ms = await c.fechada
    expect(c.recebido()).toMatch(/^HTTP\/1\.1 200/)
    expect(ms).toBeGreaterThanOrEqual(250)
    expect(ms).toBeLessThan(300 * 2.5)
  })

  it('um endereço além do limite de conexões abertas: a seguinte é fechada de imediato; as outras seguem atendidas', async () => {
    const porta = await subir({ ...PEQUENOS, ociosaMs: 5000, cabecalhosMs: 5000 })
    const tres = [conectar(porta), conectar(porta), conectar(porta)]
    await Promise.all(tres.map((c) => c.conectada))
    await new Promise((r) => setTimeout(r, 50))
    const quarta = conectar(porta)
    expect(await quarta.fechada).toBeLessThan(500)
    expect(quarta.recebido()).toBe('')
    tres[0]!.socket.write('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')
    await tres[0]!.fechada
    expect(tres[0]!.recebido()).toMatch(/^HTTP\/1\.1 200/)
    // One closed: a new one is accepted again.
    const outra = conectar(porta)
    await outra.conectada
    outra.socket.write('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')
    await outra.fechada
    expect(outra.recebido()).toMatch(/^HTTP\/1\.1 200/)
    for (const c of tres) c.socket.destroy()
  })

  it('HOSTNAME=127.0.0.1 escuta só na interface local: pelo endereço de outra interface a conexão é recusada', async () => {
    const porta = await subir({ ...PEQUENOS, porEndereco: 0 }, '127.0.0.1')
    expect((abertos.at(-1)!.address() as AddressInfo).address).toBe('127.0.0.1')
    const c = conectar(porta, '127.0.0.1')
    await c.conectada
    c.socket.destroy()
    const externo = Object.values(os.networkInterfaces())
      .flat()
      .find((i) => i && i.family === 'IPv4' && !i.internal)?.address
    if (externo) {
      const recusada = await new Promise<string>((resolve) => {
        const s = net.connect(porta, externo)
        s.once('connect', () => {
          s.destroy()
          resolve('aceita')
        })
        s.once('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'erro'))
      })
      expect(recusada).toBe('ECONNREFUSED')
    }
  })

  it('sem HOSTNAME escuta em todas as interfaces', async () => {
    const servidor = criarServidorHttp((_req, res) => res.end('ok'), PEQUENOS)
    abertos.push(servidor)
    await escutar(servidor, 0, undefined)
    expect(['::', '0.0.0.0']).toContain((servidor.address() as AddressInfo).address)
  })
})
