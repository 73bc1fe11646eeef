import { describe, expect, it } from 'vitest'

import { CABECALHO_CAMINHO } from '../../../../domain/endereco-canonico'
import { abrirPorta, recusar } from './porta'
import { pedidoFalso, respostaFalsa } from './falsos.test-utils'

describe('etapa 3, a porta', () => {
  it('um endereço legível passa com o seu grupo e o endereço canônico posto aqui (nunca o do visitante)', () => {
    const req = pedidoFalso('/noticias?pagina=2&utm=x', { [CABECALHO_CAMINHO]: '/outro' })
    const e = abrirPorta(req)
    expect(e.recusa).toBeUndefined()
    expect(e.grupo).toBe('pagina')
    expect(req.headers[CABECALHO_CAMINHO]).not.toBe('/outro')
    expect(String(req.headers[CABECALHO_CAMINHO])).toMatch(/^\/noticias/)
  })

  it.each([
    ['/%ff', '/%ff', 'Endereço inválido.', 'pagina', ''],
    ['/api/noticias/%c0%af', '/api/noticias/%c0%af', 'Endereço inválido.', 'api', ''],
    ['2.100 caracteres', `/${'a'.repeat(2100)}`, 'Endereço longo demais.', 'pagina', ''],
    ['/api/noticias?where={x', '/api/noticias?where={x', 'O parâmetro where não é um JSON válido.', 'api', '/api/noticias'],
  ])('%s: recusado com "%s"', (_nome, alvo, recusa, grupo, caminho) => {
    expect(abrirPorta(pedidoFalso(alvo))).toEqual({ recusa, grupo, caminho })
  })

  it('a recusa é uma página para quem lê e {message} para chamadas, sem cache, fechando a conexão', () => {
    const pagina = respostaFalsa()
    recusar(pagina.res, 'pagina', 400, 'Endereço inválido.')
    expect(pagina.status).toBe(400)
    expect(pagina.cabecalhos).toEqual({ 'cache-control': 'no-store', connection: 'close', 'content-type': 'text/html; charset=utf-8' })
    expect(pagina.corpo).toContain('<h1>Requisição inválida</h1><p>Endereço inválido.</p>')
    const api = respostaFalsa()
    recusar(api.res, 'api', 413, 'Grande demais.')
    expect(api.status).toBe(413)
    expect(api.cabecalhos['content-type']).toBe('application/json; charset=utf-8')
    expect(JSON.parse(api.corpo)).toEqual({ message: 'Grande demais.' })
  })
})
