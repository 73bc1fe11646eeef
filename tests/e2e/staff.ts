import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'

import { expect, type Page } from '@playwright/test'

/**
 * Creates a staff administrator in the database of the server under test, the
 * way an operator does (`npm run create-admin`), and returns its credentials.
 */
export function criarAdministrador(): { email: string; senha: string } {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) throw new Error('E2E_DATA_DIR não definido (playwright.config.ts o define)')
  const email = `admin-${randomBytes(4).toString('hex')}@teste.example`
  const senha = `Senha-${randomBytes(12).toString('base64url')}`
  execFileSync('npm', ['run', '--silent', 'create-admin', '--', '--email', email, '--nome', 'Admin de Teste'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: `file:${path.join(dataDir, 'site.db')}`,
      ADMIN_PASSWORD: senha,
    },
    stdio: 'pipe',
  })
  return { email, senha }
}

/** Logs in to the back-office through its login form, as staff do. */
export async function entrarNoBackOffice(page: Page, { email, senha }: { email: string; senha: string }): Promise<void> {
  await page.goto('/admin/login')
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByRole('textbox', { name: 'Senha' }).fill(senha)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin$/)
}
