import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { GET as findAll } from '@/app/(contract)/fas-service/rest/cotacao/findAll/route'
import { CHAVES_INDICADORES, INDICADORES } from '@/domain/indicadores'
import { atualizarIndicadores } from '@/server/payload/jobs/atualizar-indicadores'

import { getTestPayload } from './helpers'

// The job reads BCB_SGS_URL when the config loads: point it at this file's fake SGS first.
const PORTA = vi.hoisted(() => {
  const porta = 41000 + Math.floor(Math.random() * 20000)
  process.env.BCB_SGS_URL = `http://127.0.0.1:${porta}/dados/serie`
  return porta
})

/** What the fake SGS answers per series; absent series answer 404. */
const respostas = new Map<number, { status: number; corpo: string }>()
const serieOk = (pares: [string, string][]) => ({ status: 200, corpo: JSON.stringify(pares.map(([data, valor]) => ({ data, valor }))) })
let servidor: http.Server
const pedidos: string[] = []

beforeAll(async () => {
  servidor = http.createServer((req, res) => {
    pedidos.push(req.url ?? '')
    const m = /^\/dados\/serie\/bcdata\.sgs\.(\d+)\/dados\/ultimos\/30\?formato=json$/.exec(req.url ?? '')
    const r = m ? respostas.get(Number(m[1])) : undefined
    res.writeHead(r?.status ?? 404, { 'content-type': 'application/json' })
    res.end(r?.corpo ?? '{"erro":"série desconhecida"}')
  })
  await new Promise<void>((ok) => servidor.listen(PORTA, '127.0.0.1', ok))
  expect((servidor.address() as AddressInfo).port).toBe(PORTA)
})
afterAll(() => new Promise<void>((ok) => servidor.close(() => ok())))

async function cotacoes() {
  const r = await findAll(new Request('http://t/fas-service/rest/cotacao/findAll'), { params: Promise.resolve({}) })
  expect(r.status).toBe(200)
  return (await r.json()) as { chave: string; valor: number | null; data: string | null }[]
}

describe('atualização dos indicadores pelo SGS do Banco Central', () => {
  it('creates every indicator and stores each series’ last value, date and history', async () => {
    const payload = await getTestPayload()
    respostas.clear()
    // Every default series answers; the dollar (series 1) with two days, out of order.
    for (const i of INDICADORES) respostas.set(i.serieSgs, serieOk([['20/11/2026', '1.5']]))
    respostas.set(1, serieOk([['21/11/2026', '5.3321'], ['19/11/2026', '5.30']]))
    const r = await atualizarIndicadores(payload)
    expect(r.falhas).toEqual([])
    expect(r.atualizados.sort()).toEqual([...CHAVES_INDICADORES].sort())
    const dolar = (await payload.find({ collection: 'indicadores', where: { chave: { equals: 'DOLARVENDA' } } })).docs[0]!
    expect(dolar).toMatchObject({ valor: 5.3321, data: '2026-11-21', demonstracao: false, ultimaFalha: '' })
    expect(dolar.historico).toEqual([{ data: '2026-11-19', valor: 5.3 }, { data: '2026-11-21', valor: 5.3321 }])
    expect(dolar.atualizadoEm).toBeTruthy()
    // The legacy call: {chave, valor, data}, the day at 00:00 UTC.
    const lista = await cotacoes()
    expect(lista.map((c) => c.chave)).toEqual([...CHAVES_INDICADORES])
    expect(lista.find((c) => c.chave === 'DOLARVENDA')).toEqual({ chave: 'DOLARVENDA', valor: 5.3321, data: '2026-11-21T00:00:00.000Z' })
  })

  it('keeps the last good value when a series answers an error or something malformed', async () => {
    const payload = await getTestPayload()
    respostas.set(1, { status: 500, corpo: 'erro interno' })
    respostas.set(432, { status: 200, corpo: '<html>manutenção</html>' })
    respostas.set(226, serieOk([['21/11/2026', 'abc']]))
    respostas.set(10813, serieOk([['21/11/2026', '5.3300']]))
    const r = await atualizarIndicadores(payload)
    expect(r.falhas.sort()).toEqual(['DOLARVENDA', 'TAXASELICMETA', 'TR'])
    const lista = await cotacoes()
    expect(lista.find((c) => c.chave === 'DOLARVENDA')?.valor).toBe(5.3321)
    expect(lista.find((c) => c.chave === 'TAXASELICMETA')?.valor).toBe(1.5)
    expect(lista.find((c) => c.chave === 'DOLARCOMPRA')?.valor).toBe(5.33)
    const dolar = (await payload.find({ collection: 'indicadores', where: { chave: { equals: 'DOLARVENDA' } } })).docs[0]!
    expect(dolar.ultimaFalha).toContain('HTTP 500')
  })

  it('keeps every value when the Central Bank is unreachable', async () => {
    const payload = await getTestPayload()
    const r = await atualizarIndicadores(payload, 'http://127.0.0.1:1/dados/serie')
    expect(r.atualizados).toEqual([])
    expect(r.falhas).toHaveLength(CHAVES_INDICADORES.length)
    expect((await cotacoes()).find((c) => c.chave === 'DOLARCOMPRA')?.valor).toBe(5.33)
  })

  it('runs as the scheduled job of the Jobs Queue (queue "indicadores")', async () => {
    const payload = await getTestPayload()
    respostas.set(1, serieOk([['22/11/2026', '5.40']]))
    pedidos.length = 0
    await payload.jobs.queue({ task: 'atualizarIndicadores', input: {}, queue: 'indicadores' })
    await payload.jobs.run({ queue: 'indicadores' })
    expect(pedidos.some((p) => p.includes('bcdata.sgs.1/'))).toBe(true)
    expect((await cotacoes()).find((c) => c.chave === 'DOLARVENDA')).toMatchObject({ valor: 5.4, data: '2026-11-22T00:00:00.000Z' })
  })
})
