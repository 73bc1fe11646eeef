import { expect, expectNoA11yViolations, test } from './fixtures'
import { criarAdministrador, entrarNoBackOffice } from './staff'

// Payload's admin screens are the vendor's UI, not pages of ours: axe runs on the public pages this
// test changes, each time it visits them.
test.use({ a11yAfterEach: false })

test('a editora altera um produto no back-office e o site mostra a mudança ao publicar', { tag: '@computador' }, async ({ page }) => {
  // An administrator made by create-admin (a process of its own: 2–18 s on 2 shared cores), the sign-in with
  // its second factor, two saves and two axe runs: over 60 s when CI's machine is busy (seen at 63 s).
  test.slow()
  // The back-office runs under a nonce-based CSP too: nothing it needs may be blocked.
  const violacoes: string[] = []
  page.on('console', (m) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(m.text())) violacoes.push(m.text())
  })
  await entrarNoBackOffice(page, criarAdministrador())

  await page.goto('/admin/collections/produtos/17')
  const titulo = page.getByLabel('Título')
  await expect(titulo).toHaveValue(/^Energia Renovável no Campo/)
  // Read, not assumed: a retried run finds the title the first attempt published.
  const antes = await titulo.inputValue()
  const novo = `Energia Renovável no Campo ${Date.now() % 100000}`
  await titulo.fill(novo)
  // The rich-text editor loaded (no CDN needed) and takes typing.
  const editor = page.locator('[data-lexical-editor="true"]')
  await editor.click()
  await page.keyboard.press('Control+End')
  await page.keyboard.type(' Texto acrescentado pela editora.')
  // Payload's rich-text field hands the editor's state to the form at idle time, at most 500 ms
  // after the last change (useRunDeprioritized in @payloadcms/richtext-lexical). A save clicked
  // sooner, as only a script clicks, stores the body without the last words.
  await page.waitForTimeout(700)

  // A saved draft does not reach the public site...
  await page.getByRole('button', { name: 'Salvar rascunho' }).click()
  await expect(page.getByText(/salvo|sucesso/i).first()).toBeVisible()
  await page.goto('/agronegocio/17')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(antes)
  await expectNoA11yViolations(page, { label: 'produto com rascunho salvo' })

  // ...publishing does, on the next request.
  await page.goto('/admin/collections/produtos/17')
  await page.getByRole('button', { name: 'Publicar alterações' }).click()
  await expect(page.getByText(/publicad|sucesso/i).first()).toBeVisible()
  await page.goto('/agronegocio/17')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(novo)
  await expect(page.locator('article')).toContainText('Texto acrescentado pela editora.')
  await expectNoA11yViolations(page, { label: 'produto publicado' })
  expect(violacoes).toEqual([])
})
