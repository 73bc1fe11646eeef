import type { IncomingMessage, ServerResponse } from 'node:http'

import { describe, expect, it } from 'vitest'

import { criarRender } from './renderizar'
import { pedidoFalso, respostaFalsa } from './falsos.test-utils'

const nonceDa = (req: IncomingMessage) => /'nonce-([^']+)'/.exec(String(req.headers['content-security-policy']))?.[1] ?? ''

/** Like Next: the request's nonce on its script, in two writes, with headers the cache must not keep. */
function manipulador(req: IncomingMessage, res: ServerResponse) {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': '999', date: 'ontem', 'x-proprio': 'sim' })
  res.write(`<script nonce="${nonceDa(req)}">1</script>`)
  res.end(req.headers['accept-encoding'] ? 'comprimido' : 'simples')
  return Promise.resolve()
}

const render = criarRender({ manipulador, politicaDasPaginas: (n) => `pagina 'nonce-${n}'`, politicaDoBackOffice: (n) => `admin 'nonce-${n}'` })

describe('etapa 5, renderizar', () => {
  it('captura a resposta do Next em memória, cortada onde estava o nonce, sem gzip do Next e sem cabeçalhos de transporte', async () => {
    const e = await render.renderizar(pedidoFalso('/home', { 'accept-encoding': 'gzip' }), 'NONCE123')
    expect(e.status).toBe(200)
    expect(e.cabecalhos).toEqual({ 'content-type': 'text/html; charset=utf-8', 'x-proprio': 'sim' })
    expect(e.partes.map(String)).toEqual(['<script nonce="', '">1</script>simples'])
    expect(e.tamanho).toBe('<script nonce="NONCE123">1</script>simples'.length)
  })

  it('passa adiante o back-office com a sua política e no-store; uma página com a política das páginas', async () => {
    const admin = pedidoFalso('/admin')
    const r = respostaFalsa()
    let politicaRecebida = ''
    const adiante = criarRender({
      manipulador: (req) => Promise.resolve(void (politicaRecebida = String(req.headers['content-security-policy']))),
      politicaDasPaginas: (n) => `pagina 'nonce-${n}'`,
      politicaDoBackOffice: (n) => `admin 'nonce-${n}'`,
    })
    await adiante.passarAdiante(admin, r.res, 'admin')
    expect(politicaRecebida).toMatch(/^admin 'nonce-.+'$/)
    expect(r.cabecalhos['content-security-policy']).toBe(politicaRecebida)
    expect(r.cabecalhos['cache-control']).toBe('no-store')
    const pagina = respostaFalsa()
    await adiante.passarAdiante(pedidoFalso('/home'), pagina.res, 'pagina')
    expect(String(pagina.cabecalhos['content-security-policy'])).toMatch(/^pagina 'nonce-.+'$/)
    expect(pagina.cabecalhos['cache-control']).toBeUndefined()
  })
})
