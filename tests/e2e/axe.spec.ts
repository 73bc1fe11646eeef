import { expect, expectNoA11yViolations, test } from './fixtures'

// The axe helper tolerates Next's brief head gap after a client navigation; it must not
// tolerate a page that has no title at all.
test('axe: uma página sem título falha em document-title', async ({ page, isMobile }) => {
  test.skip(isMobile, 'o helper é o mesmo nas duas larguras')
  await page.setContent('<html lang="pt-BR"><body><main><h1>Sem título</h1></main></body></html>')
  await expect(expectNoA11yViolations(page, { label: 'sem título' })).rejects.toThrow(/document-title/)
})
