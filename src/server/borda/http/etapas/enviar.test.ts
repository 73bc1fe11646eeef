import { gunzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import type { EntradaCache } from '../cache-paginas'
import { criarEnvio, formaDeEnvio } from './enviar'
import { respostaFalsa } from './falsos.test-utils'

const enviar = criarEnvio((nonce) => `script-src 'nonce-${nonce}'`)

/** A page kept with its render nonce cut out: the send puts a fresh one in each gap. */
function pagina(status: number, texto = 'x'): EntradaCache {
  const partes = [Buffer.from(`<html><script nonce="`), Buffer.from(`">1</script>${texto}</html>`)]
  return { versao: 1, status, cabecalhos: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }, partes, tamanho: partes[0]!.length + partes[1]!.length }
}

const nonceDoCorpo = (html: string) => /nonce="([^"]+)"/.exec(html)?.[1]

describe('etapa 7, enviar', () => {
  it('cada envio leva um nonce novo, o mesmo no corpo e na política, com o Content-Length do que sai', () => {
    const [a, b] = [respostaFalsa(), respostaFalsa()]
    enviar(a.res, pagina(200), { head: false, gzip: false })
    enviar(b.res, pagina(200), { head: false, gzip: false })
    const nonce = nonceDoCorpo(a.corpo)!
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(a.cabecalhos['content-security-policy']).toBe(`script-src 'nonce-${nonce}'`)
    expect(nonceDoCorpo(b.corpo)).not.toBe(nonce)
    expect(a.cabecalhos['content-length']).toBe(Buffer.byteLength(a.corpo))
    expect(a.cabecalhos.vary).toBe('Accept-Encoding')
    expect(a.cabecalhos['cache-control']).toBe('no-cache')
  })

  it('503: no-store e Retry-After 30; HEAD: só os cabeçalhos', () => {
    const r = respostaFalsa()
    enviar(r.res, pagina(503), { head: true, gzip: false })
    expect(r.status).toBe(503)
    expect(r.cabecalhos['cache-control']).toBe('no-store')
    expect(r.cabecalhos['retry-after']).toBe('30')
    expect(r.corpo).toBe('')
  })

  it('gzip quando o cliente aceita e o corpo passa de 1 KB; o nonce vai dentro do gzip', () => {
    const r = respostaFalsa()
    enviar(r.res, pagina(200, 'y'.repeat(2000)), { head: false, gzip: true })
    expect(r.cabecalhos['content-encoding']).toBe('gzip')
    const html = gunzipSync(r.bytes).toString()
    expect(String(r.cabecalhos['content-security-policy'])).toBe(`script-src 'nonce-${nonceDoCorpo(html)}'`)
  })

  it('os cabeçalhos saem na ordem de sempre: os da resposta, a política, no-store, Content-Encoding, Vary, Content-Length', () => {
    const [plano, comGzip] = [respostaFalsa(), respostaFalsa()]
    enviar(plano.res, pagina(500, 'y'.repeat(2000)), { head: false, gzip: false })
    enviar(comGzip.res, pagina(500, 'y'.repeat(2000)), { head: false, gzip: true })
    expect(Object.keys(plano.cabecalhos)).toEqual(['content-type', 'cache-control', 'content-security-policy', 'vary', 'content-length'])
    expect(Object.keys(comGzip.cabecalhos)).toEqual(['content-type', 'cache-control', 'content-security-policy', 'content-encoding', 'vary', 'content-length'])
    expect(plano.cabecalhos['cache-control']).toBe('no-store')
    expect(plano.cabecalhos['content-length']).toBe(plano.bytes.length)
    expect(comGzip.cabecalhos['content-length']).toBe(comGzip.bytes.length)
  })

  it('uma chamada JSON guardada sai igual para todos: os mesmos bytes e cabeçalhos, montados uma vez só', () => {
    const corpo = Buffer.from(JSON.stringify([{ id: 1, titulo: 'Crédito' }]))
    const e: EntradaCache = { versao: 1, status: 200, cabecalhos: { 'content-type': 'application/json', 'cache-control': 'no-cache', etag: '"1"' }, partes: [corpo], tamanho: corpo.length }
    const [a, b] = [respostaFalsa(), respostaFalsa()]
    enviar(a.res, e, { head: false, gzip: false })
    enviar(b.res, e, { head: false, gzip: false })
    expect(a.bytes).toEqual(corpo)
    expect(b.bytes).toEqual(corpo)
    expect(a.cabecalhos).toEqual({ 'content-type': 'application/json', 'cache-control': 'no-cache', etag: '"1"', vary: 'Accept-Encoding', 'content-length': corpo.length })
    expect(b.cabecalhos).toEqual(a.cabecalhos)
    expect(formaDeEnvio(e)).toBe(formaDeEnvio(e))
    expect(formaDeEnvio(e).comNonce).toBe(false)
    // The entry's own headers are left as they were kept.
    expect(e.cabecalhos).toEqual({ 'content-type': 'application/json', 'cache-control': 'no-cache', etag: '"1"' })
  })

  it('JSON acima de 1 KB vai em gzip a quem aceita, sem nonce', () => {
    const corpo = Buffer.from(JSON.stringify(Array.from({ length: 80 }, (_, id) => ({ id, titulo: 'Crédito rural' }))))
    const e: EntradaCache = { versao: 1, status: 200, cabecalhos: { 'content-type': 'application/json' }, partes: [corpo], tamanho: corpo.length }
    const r = respostaFalsa()
    enviar(r.res, e, { head: false, gzip: true })
    expect(r.cabecalhos['content-encoding']).toBe('gzip')
    expect(gunzipSync(r.bytes)).toEqual(corpo)
    expect(r.cabecalhos['content-security-policy']).toBeUndefined()
  })
})
