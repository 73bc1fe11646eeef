import { expect, test } from './fixtures'

/**
 * Bodies refused at the door of the production server (src/server/http/corpo.ts), with Next and
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

  test('corpo acima de 8 MB: 413 sem ser lido', async ({ request }) => {
    const r = await request.post('/home', { headers: { 'content-type': 'application/json' }, data: Buffer.alloc(8 * 1024 * 1024 + 1, 0x20) })
    expect(r.status()).toBe(413)
    expect(await r.text()).toContain('O envio excede o limite de 8 MB.')
  })
})
