import { expect, expectNoA11yViolations, test } from './fixtures'
import { tokenDeAdministrador } from './staff'

test.describe.configure({ mode: 'serial' })

test('um produto publicado no back-office aparece no site em segundos; rascunho não', async ({ page, request }) => {
  const token = await tokenDeAdministrador(request)
  const auth = { Authorization: `JWT ${token}` }
  const titulo = `Crédito Safra Teste ${Date.now()}`

  const criado = await request.post('/api/produtos?draft=true', {
    headers: auth,
    data: { titulo, perfil: 'AGRO', descricao: '<p>Linha criada pelo teste.</p>', texto: '<p>Corpo.</p>', _status: 'draft' },
  })
  expect(criado.status()).toBe(201)
  const { doc } = (await criado.json()) as { doc: { id: number } }

  // A draft is not on the public site nor in the legacy API.
  await page.goto('/agronegocio')
  await expect(page.getByRole('link', { name: new RegExp(titulo) })).toHaveCount(0)
  const antes = (await (await request.get('/fas/produtos/perfil/findProdutoByPerfil/AGRO')).json()) as { id: number }[]
  expect(antes.some((p) => p.id === doc.id)).toBe(false)

  const publicado = await request.patch(`/api/produtos/${doc.id}`, { headers: auth, data: { _status: 'published' } })
  expect(publicado.ok()).toBe(true)

  const inicio = Date.now()
  await expect
    .poll(async () => {
      await page.goto('/agronegocio')
      return page.getByRole('link', { name: new RegExp(titulo) }).count()
    }, { timeout: 10_000 })
    .toBe(1)
  expect(Date.now() - inicio).toBeLessThan(10_000)
  await page.getByRole('link', { name: new RegExp(titulo) }).click()
  await expect(page.getByRole('heading', { level: 1, name: titulo })).toBeVisible()
  await expectNoA11yViolations(page)

  // Leave the shared demo content as it was for the other tests.
  expect((await request.delete(`/api/produtos/${doc.id}`, { headers: auth })).ok()).toBe(true)
})

test('o back-office não oferece cadastro anônimo do primeiro usuário', { tag: '@computador' }, async ({ request }) => {
  const r = await request.post('/api/users/first-register', {
    data: { email: 'intruso@exemplo.com', password: 'Senha-muito-longa-123', nome: 'Intruso', roles: ['admin'] },
  })
  expect(r.ok()).toBe(false)
  const anonimo = await request.get('/api/users')
  expect(anonimo.status()).toBe(403)
})
