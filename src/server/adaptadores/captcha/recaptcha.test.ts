import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { politicaDeSeguranca } from '../../borda/csp'
import { provedorDeCaptcha } from './provedor'
import { verificarRecaptcha } from './recaptcha'

/** A stand-in for Google's siteverify: 'bom' is a good token for the secret 'segredo-de-teste'. */
let servidor: http.Server
let url = ''
const recebidos: URLSearchParams[] = []

beforeAll(async () => {
  servidor = http.createServer((req, res) => {
    let corpo = ''
    req.on('data', (c: Buffer) => (corpo += c.toString()))
    req.on('end', () => {
      const p = new URLSearchParams(corpo)
      recebidos.push(p)
      if (p.get('response') === 'quebra') return void res.writeHead(500).end('erro')
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ success: p.get('secret') === 'segredo-de-teste' && p.get('response') === 'bom' }))
    })
  })
  await new Promise<void>((r) => servidor.listen(0, '127.0.0.1', r))
  url = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}/siteverify`
})
afterAll(() => new Promise<void>((r) => servidor.close(() => r())))

describe('verificarRecaptcha (contra um siteverify local)', () => {
  const config = () => ({ url, segredo: 'segredo-de-teste' })
  it('um token bom passa; o segredo e o token vão no corpo do POST', async () => {
    expect(await verificarRecaptcha('bom', config())).toBe(true)
    expect(recebidos.at(-1)?.get('secret')).toBe('segredo-de-teste')
  })
  it('um token ruim, um erro do serviço ou um serviço fora do ar: recusado', async () => {
    expect(await verificarRecaptcha('ruim', config())).toBe(false)
    expect(await verificarRecaptcha('quebra', config())).toBe(false)
    expect(await verificarRecaptcha('bom', { url: 'http://127.0.0.1:1/siteverify', segredo: 'segredo-de-teste' })).toBe(false)
  })
})

describe('provedorDeCaptcha', () => {
  it('ALTCHA sem as duas chaves; reCAPTCHA com elas, expondo só a chave do site', () => {
    expect(provedorDeCaptcha({})).toEqual({ tipo: 'altcha', desafio: '/captcha/desafio' })
    expect(provedorDeCaptcha({ RECAPTCHA_SITE_KEY: 'chave-publica-123' })).toEqual({ tipo: 'altcha', desafio: '/captcha/desafio' })
    const r = provedorDeCaptcha({ RECAPTCHA_SITE_KEY: 'chave-publica-123', RECAPTCHA_SECRET_KEY: 'segredo-456789' })
    expect(r).toEqual({ tipo: 'recaptcha', chaveDoSite: 'chave-publica-123' })
    expect(JSON.stringify(r)).not.toContain('segredo')
  })
  it('a política das páginas só abre quadros do Google quando o reCAPTCHA está configurado', () => {
    expect(politicaDeSeguranca('n')).not.toContain('frame-src')
    expect(politicaDeSeguranca('n', { recaptcha: true })).toContain('frame-src https://www.google.com/recaptcha/')
  })
})
