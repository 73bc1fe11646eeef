import http from 'node:http'

import { expect, test } from './fixtures'

/**
 * Bodies refused at the door of the production server (src/server/borda/http/corpo.ts), with Next and
 * Payload behind it: a broken multipart body to a page, an unknown path or the API was a 500
 * ("Unexpected end of form" deep in the framework); now 400 with the reason. A body past the
 * public ceiling is 413 without being read. HTTP only: one run (desktop) is enough.
 */
test.describe('corpos recusados na porta', { tag: '@computador' }, () => {
  test.use({ a11yAfterEach: false })

  test('multipart malformado em qualquer endereço: 400 com a mensagem, nunca 500', async ({ request }) => {
    for (const [caminho, corpo] of [
      ['/home', '--XYZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nabc'],
      ['/nao-existe', ''],
      ['/api/users/login', 'lixo sem fronteira'],
      ['/admin', '--XYZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nabc'],
    ] as const) {
      const r = await request.post(caminho, { headers: { 'content-type': 'multipart/form-data; boundary=XYZ' }, data: Buffer.from(corpo) })
      expect(r.status(), caminho).toBe(400)
      expect(await r.text(), caminho).toContain('O corpo da requisição não é um formulário válido.')
    }
  })

  test('um formulário bem formado passa pela porta e chega à rota inteiro', async ({ request }) => {
    // The legacy contact call reads the multipart fields (and refuses them: no captcha, no e-mail).
    const r = await request.post('/fas/formularioFaleConoscoCadastro', { multipart: { nome: 'Ana Teste' } })
    expect(r.status()).toBe(400)
    expect(await r.text()).toContain('<h4 style="color:red">')
  })

  /**
   * A POST to `caminho` that keeps sending 64 KB pieces (declaring `declarado` bytes, or chunked without
   * a length) until the server answers; the answer and how much was sent by then. (A client that waits
   * to send its whole body, as Playwright's does, sees the connection closed instead of the 413.)
   */
  function enviarAteResposta(base: string, caminho: string, declarado?: number): Promise<{ status: number; texto: string; enviados: number }> {
    return new Promise((resolve, reject) => {
      let enviados = 0
      const headers: Record<string, string> = { 'content-type': 'application/json' }
      if (declarado !== undefined) headers['content-length'] = String(declarado)
      const req = http.request(new URL(caminho, base), { method: 'POST', headers }, (res) => {
        clearInterval(envio)
        let texto = ''
        res.setEncoding('utf8')
        res.on('data', (c: string) => (texto += c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, texto, enviados }))
      })
      // Writing on after the server answered and closed may fail (EPIPE): the answer is what counts.
      req.on('error', () => clearInterval(envio))
      setTimeout(() => reject(new Error('sem resposta em 20 s')), 20_000).unref()
      const pedaco = Buffer.alloc(64 * 1024, 0x20)
      const envio = setInterval(() => {
        if (enviados < 64 * 1024 * 1024) {
          req.write(pedaco)
          enviados += pedaco.length
        }
      }, 2)
    })
  }

  test('corpo acima do limite: 413 pelo Content-Length sem ler, e no corpo sem tamanho assim que passa do limite', async ({ baseURL }) => {
    // A page takes at most 1 MB (no page form posts more; uploads go to /api), the calls 8 MB.
    const declarado = await enviarAteResposta(baseURL!, '/home', 1024 * 1024 + 1)
    expect(declarado.status).toBe(413)
    expect(declarado.texto).toContain('O envio excede o limite de 1 MB.')
    const semTamanho = await enviarAteResposta(baseURL!, '/site-api/solicitarSimulacaoFinanciamento')
    expect(semTamanho.status).toBe(413)
    expect(JSON.parse(semTamanho.texto)).toEqual({ message: 'O envio excede o limite de 8 MB.' })
    // Refused near the limit, not after the whole 64 MB the client would send.
    expect(semTamanho.enviados).toBeLessThan(16 * 1024 * 1024)
  })
})
