import { describe, expect, it } from 'vitest'

import { CABECALHO_CLIENTE } from '../../../adaptadores/limites/chave'
import { identificar } from './identificar'
import { pedidoFalso, respostaFalsa } from './falsos.test-utils'

const opcoes = { seguranca: { 'X-Content-Type-Options': 'nosniff', 'X-Frame-Options': 'DENY' }, saltosDeProxy: 0 }

describe('etapa 1, identificar', () => {
  it('dá um id ao pedido (o de um proxy é mantido), põe os cabeçalhos de segurança e guarda HEAD e gzip como vieram', () => {
    const req = pedidoFalso('/home', { 'x-request-id': 'proxy-1234-abcd', 'accept-encoding': 'br, gzip' }, 'HEAD')
    const r = respostaFalsa()
    const id = identificar(req, r.res, opcoes)
    expect(id).toEqual({ id: 'proxy-1234-abcd', head: true, gzip: true })
    expect(r.cabecalhos).toEqual({ 'x-request-id': 'proxy-1234-abcd', 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY' })
  })

  it('um id ilegível vira um novo; o endereço do cliente é o da conexão, nunca o X-Forwarded-For que ele escreveu', () => {
    const req = pedidoFalso('/home', { 'x-request-id': 'x y', 'x-forwarded-for': '1.2.3.4' })
    Object.defineProperty(req.socket, 'remoteAddress', { value: '10.0.0.5' })
    const r = respostaFalsa()
    const id = identificar(req, r.res, opcoes)
    expect(id.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(id.head).toBe(false)
    expect(id.gzip).toBe(false)
    expect(req.headers[CABECALHO_CLIENTE]).toBe('10.0.0.5')
    const comProxy = pedidoFalso('/home', { 'x-forwarded-for': '1.2.3.4' })
    Object.defineProperty(comProxy.socket, 'remoteAddress', { value: '127.0.0.1' })
    identificar(comProxy, respostaFalsa().res, { ...opcoes, saltosDeProxy: 1 })
    expect(comProxy.headers[CABECALHO_CLIENTE]).toBe('1.2.3.4')
  })
})
