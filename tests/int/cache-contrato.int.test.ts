import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as destaques } from '@/app/(contract)/fas/findNoticiasDestaque/route'
import { GET as noticiasHome } from '@/app/(contract)/fas/findNoticiasHome/route'
import { POLITICAS_DA_BORDA } from '@/app/politicas-da-borda'
import { criarAtendimento } from '@/server/borda/http/servidor'

import { getTestPayload } from './helpers'

/**
 * The legacy JSON calls through the site's HTTP edge (src/server/borda/http), with the real route
 * handlers in place of Next's (Next's router only picks the route) and the app's policy table: kept per
 * content version like pages (decision 0021), dropped by the same hooks when news are published.
 */
const ROTAS: Record<string, (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>> = {
  '/fas/findNoticiasHome': noticiasHome,
  '/fas/findNoticiasDestaque': destaques,
}
const renders: string[] = []
let servidor: http.Server
let base = ''

async function manipulador(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const caminho = new URL(req.url ?? '/', 'http://x').pathname
  renders.push(caminho)
  const rota = ROTAS[caminho]
  if (!rota) {
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"não há"}')
    return
  }
  const headers = new Headers()
  for (const [n, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(n, v)
  const r = await rota(new Request(`http://127.0.0.1${req.url}`, { headers }), { params: Promise.resolve({}) })
  res.writeHead(r.status, Object.fromEntries(r.headers))
  res.end(Buffer.from(await r.arrayBuffer()))
}

/** Every header but the two that belong to each response (its id and its date). */
const fixos = (r: Response) => Object.fromEntries([...r.headers].filter(([n]) => n !== 'x-request-id' && n !== 'date'))
const titulos = async (r: Response) => ((await r.json()) as { titulo: string }[]).map((n) => n.titulo)
const get = (caminho: string, headers: Record<string, string> = {}) => fetch(base + caminho, { headers })

async function publicarNoticia(titulo: string, data: string) {
  const payload = await getTestPayload()
  return payload.create({ collection: 'noticias', data: { titulo, resumo: `Resumo de ${titulo}`, corpo: '<p>Texto.</p>', data, destaque: true, _status: 'published' }, overrideAccess: true })
}

describe('chamadas do contrato no cache de páginas, com as rotas e a invalidação de verdade', () => {
  beforeAll(async () => {
    await publicarNoticia('Primeira', '2026-01-10T12:00:00Z')
    const atender = criarAtendimento({ manipulador, saudeDoBanco: () => Promise.resolve(true), https: false, log: pino({ level: 'silent' }), politicas: POLITICAS_DA_BORDA })
    servidor = http.createServer((req, res) => void atender(req, res))
    await new Promise<void>((r) => servidor.listen(0, '127.0.0.1', r))
    base = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`
  })
  afterAll(() => servidor?.close())

  it('a segunda visita anônima vem do cache: mesmo corpo, mesmos cabeçalhos (só o id do pedido é outro)', async () => {
    renders.length = 0
    const a = await get('/fas/findNoticiasHome', { 'x-request-id': 'pedido-integracao-1' })
    const b = await get('/fas/findNoticiasHome')
    expect(renders).toEqual(['/fas/findNoticiasHome'])
    expect(a.status).toBe(200)
    expect(await b.text()).toBe(await a.text())
    expect(fixos(b)).toEqual(fixos(a))
    // The call's own headers, as rotaLegada sets them, and the edge's.
    expect(fixos(a)).toMatchObject({ 'content-type': 'application/json', 'cache-control': 'no-cache', vary: 'Accept-Encoding', 'x-content-type-options': 'nosniff' })
    expect(a.headers.get('x-request-id')).toBe('pedido-integracao-1')
    expect(b.headers.get('x-request-id')).not.toBe('pedido-integracao-1')
  })

  it('uma notícia publicada pela Local API faz a resposta seguinte ser nova, nas duas chamadas', async () => {
    expect(await titulos(await get('/fas/findNoticiasDestaque'))).toEqual(['Primeira'])
    renders.length = 0
    expect(await titulos(await get('/fas/findNoticiasHome'))).toEqual(['Primeira'])
    expect(await titulos(await get('/fas/findNoticiasDestaque'))).toEqual(['Primeira'])
    expect(renders).toEqual([])
    await publicarNoticia('Segunda', '2026-02-10T12:00:00Z')
    expect(await titulos(await get('/fas/findNoticiasHome'))).toEqual(['Segunda', 'Primeira'])
    expect(await titulos(await get('/fas/findNoticiasDestaque'))).toEqual(['Segunda', 'Primeira'])
    expect(renders).toEqual(['/fas/findNoticiasHome', '/fas/findNoticiasDestaque'])
  })

  it('com Authorization ou o cookie da equipe: nunca do cache, e o que renderiza não é guardado', async () => {
    await get('/fas/findNoticiasHome')
    renders.length = 0
    await get('/fas/findNoticiasHome', { authorization: 'JWT qualquer' })
    await get('/fas/findNoticiasHome', { cookie: 'payload-token=qualquer' })
    expect(renders).toEqual(['/fas/findNoticiasHome', '/fas/findNoticiasHome'])
    // After a publish, a staff request renders the new list but does not store it: the visitor's renders again.
    await publicarNoticia('Terceira', '2026-03-10T12:00:00Z')
    renders.length = 0
    expect(await titulos(await get('/fas/findNoticiasHome', { authorization: 'Basic dXNlcjpzZW5oYQ==' }))).toContain('Terceira')
    expect(await titulos(await get('/fas/findNoticiasHome'))).toContain('Terceira')
    await get('/fas/findNoticiasHome')
    expect(renders).toEqual(['/fas/findNoticiasHome', '/fas/findNoticiasHome'])
  })
})
