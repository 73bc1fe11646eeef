import { gunzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import type { EntradaCache } from '../cache-paginas'
import { criarEnvio } from './enviar'
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
})
