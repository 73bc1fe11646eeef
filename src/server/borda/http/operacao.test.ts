import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'

import { afterEach, describe, expect, it } from 'vitest'

import { criarLogger } from '../../plataforma/log'
import type { Prontidao } from '../../plataforma/saude'
import { criarAtendimento } from './servidor'

/**
 * The operator's side of the server, over real HTTP: health and readiness for a load balancer,
 * the metrics' access rule and figures, and the one log line per request.
 */
interface Opcoes {
  prontidao?: () => Promise<Prontidao>
  tokenMetricas?: string
}

const abertos: http.Server[] = []
afterEach(() => {
  for (const s of abertos.splice(0)) s.close()
})

async function subir(opcoes: Opcoes = {}) {
  const renders: string[] = []
  const linhas: Record<string, unknown>[] = []
  const brutas: string[] = []
  const destino = new Writable({
    write(chunk: Buffer, _enc, cb) {
      brutas.push(chunk.toString())
      for (const l of chunk.toString().split('\n').filter(Boolean)) linhas.push(JSON.parse(l) as Record<string, unknown>)
      cb()
    },
  })
  const manipulador = (req: IncomingMessage, res: ServerResponse) => {
    renders.push(req.url ?? '')
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end('<!DOCTYPE html><html lang="pt-BR"><body><h1>ok</h1></body></html>')
    return Promise.resolve()
  }
  const atender = criarAtendimento({ manipulador, saudeDoBanco: () => Promise.resolve(true), https: true, log: criarLogger('info', destino), ...opcoes })
  const servidor = http.createServer((req, res) => void atender(req, res))
  await new Promise<void>((r) => servidor.listen(0, '127.0.0.1', r))
  abertos.push(servidor)
  const base = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`
  const get = (caminho: string, init?: RequestInit) => fetch(base + caminho, init)
  // The log line is written when the response closes, a moment after the client has it.
  const linhaDo = async (id: string) => {
    for (let i = 0; i < 100; i++) {
      const l = linhas.find((x) => x.pedido === id)
      if (l) return l
      await new Promise((r) => setTimeout(r, 5))
    }
    throw new Error(`sem linha de log para ${id}`)
  }
  return { get, renders, brutas, linhaDo }
}

/** The value of one sample of the metrics' text, 0 when absent. */
function amostra(texto: string, nomeComRotulos: string): number {
  const linha = texto.split('\n').find((l) => l.startsWith(nomeComRotulos + ' '))
  return linha ? Number(linha.slice(nomeComRotulos.length + 1)) : 0
}

describe('saúde e prontidão', () => {
  it('/healthz responde 200 sem passar pelo Next e sem ir para cache algum', async () => {
    const { get, renders } = await subir()
    const r = await get('/healthz')
    expect(r.status).toBe(200)
    expect(await r.json()).toEqual({ status: 'ok' })
    expect(r.headers.get('cache-control')).toBe('no-store')
    expect(renders).toEqual([])
  })

  it('/readyz responde 503 enquanto a instância não está pronta e 200 quando está', async () => {
    let estado: Prontidao = { pronta: false, motivo: '2 migração(ões) do banco não aplicada(s)' }
    const { get } = await subir({ prontidao: () => Promise.resolve(estado) })
    const antes = await get('/readyz')
    expect(antes.status).toBe(503)
    expect(antes.headers.get('retry-after')).toBe('5')
    expect(antes.headers.get('cache-control')).toBe('no-store')
    expect(await antes.json()).toEqual({ status: 'indisponivel', motivo: '2 migração(ões) do banco não aplicada(s)' })
    estado = { pronta: true }
    const depois = await get('/readyz')
    expect(depois.status).toBe(200)
    expect(await depois.json()).toEqual({ status: 'pronta' })
  })

  it('sem verificação registrada (o Payload ainda não iniciou), /readyz diz que está iniciando', async () => {
    const { get } = await subir()
    const r = await get('/readyz')
    expect(r.status).toBe(503)
    expect(await r.json()).toEqual({ status: 'indisponivel', motivo: 'iniciando' })
  })

  it('só GET e HEAD', async () => {
    const { get } = await subir()
    const r = await get('/healthz', { method: 'POST' })
    expect(r.status).toBe(405)
    expect(r.headers.get('allow')).toBe('GET, HEAD')
  })
})

describe('métricas', () => {
  it('sem METRICS_TOKEN: abertas a quem chega direto desta máquina, negadas a quem passou por um proxy', async () => {
    const { get } = await subir()
    expect((await get('/metrics')).status).toBe(200)
    const viaProxy = await get('/metrics', { headers: { 'x-forwarded-for': '203.0.113.9' } })
    expect(viaProxy.status).toBe(403)
    expect(await viaProxy.text()).not.toContain('fomento_')
    expect((await get('/metrics', { headers: { forwarded: 'for=203.0.113.9' } })).status).toBe(403)
  })

  it('com METRICS_TOKEN: só com o token, mesmo desta máquina', async () => {
    const token = 'token-das-metricas-com-32-caracteres-x'
    const { get } = await subir({ tokenMetricas: token })
    const sem = await get('/metrics')
    expect(sem.status).toBe(401)
    expect(sem.headers.get('www-authenticate')).toBe('Bearer realm="metricas"')
    expect((await get('/metrics', { headers: { authorization: 'Bearer outro-token-qualquer-com-32-caracteres' } })).status).toBe(401)
    const com = await get('/metrics', { headers: { authorization: `Bearer ${token}` } })
    expect(com.status).toBe(200)
    expect(com.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(com.headers.get('cache-control')).toBe('no-store')
  })

  it('contam pedidos por grupo de rota, acertos e faltas do cache de páginas, e a duração', async () => {
    const { get } = await subir()
    const antes = await (await get('/metrics')).text()
    await get('/noticias/7?pagina=2')
    await get('/noticias/7?pagina=2')
    await get('/fas/findNoticiasHome')
    // The counters move when each response closes.
    await new Promise((r) => setTimeout(r, 20))
    const depois = await (await get('/metrics')).text()
    const delta = (s: string) => amostra(depois, s) - amostra(antes, s)
    expect(delta('fomento_http_pedidos_total{grupo="pagina",metodo="GET",status="200"}')).toBe(2)
    expect(delta('fomento_http_pedidos_total{grupo="contrato",metodo="GET",status="200"}')).toBe(1)
    expect(delta('fomento_cache_paginas_total{resultado="falta"}')).toBe(2)
    expect(delta('fomento_cache_paginas_total{resultado="acerto"}')).toBe(1)
    expect(delta('fomento_http_duracao_segundos_count{grupo="pagina"}')).toBe(2)
    // Never a path as a label.
    expect(depois).not.toContain('/noticias/7')
    expect(depois).toMatch(/^fomento_process_resident_memory_bytes \d+/m)
  })
})

describe('log de pedidos', () => {
  it('uma linha por pedido com id (também em X-Request-Id), método, grupo, caminho, status e duração; sem query string nem IP', async () => {
    const { get, linhaDo, brutas } = await subir()
    const r = await get('/busca?q=123.456.789-09&nome=Maria+da+Silva&email=maria%40correio.com.br')
    const id = r.headers.get('x-request-id')!
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    const linha = await linhaDo(id)
    expect(linha).toMatchObject({ pedido: id, metodo: 'GET', grupo: 'pagina', caminho: '/busca', status: 200, msg: 'pedido atendido' })
    expect(typeof linha.ms).toBe('number')
    const tudo = brutas.join('')
    for (const proibido of ['123.456.789-09', '12345678909', 'Maria', 'maria', 'correio', '127.0.0.1']) expect(tudo).not.toContain(proibido)
  })

  it('dados pessoais no caminho são mascarados', async () => {
    const { get, linhaDo } = await subir()
    const r = await get('/consulta/12345678909/fulano@correio.com.br')
    const linha = await linhaDo(r.headers.get('x-request-id')!)
    expect(linha.caminho).toBe('/consulta/[cpf]/[e-mail]')
  })

  it('mantém o id de um proxy na frente; troca um id malformado', async () => {
    const { get, linhaDo } = await subir()
    const doProxy = await get('/home', { headers: { 'x-request-id': 'lb-7f3a9c21e4' } })
    expect(doProxy.headers.get('x-request-id')).toBe('lb-7f3a9c21e4')
    expect((await linhaDo('lb-7f3a9c21e4')).grupo).toBe('pagina')
    const malformado = await get('/home', { headers: { 'x-request-id': '<script>alert(1)</script>' } })
    expect(malformado.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })
})
