import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'

import { expect, type APIRequestContext, type Page } from '@playwright/test'

import { codigosParaTentar, entrarComSegundoFator, type Credenciais, type Postar } from '../util/segundo-fator'

export type { Credenciais }

/**
 * Creates a staff administrator in the database of the server under test, the
 * way an operator does (`npm run create-admin`), and returns its credentials.
 * Like a new administrator, it enrols its second factor at its first sign-in
 * (entrarNoBackOffice or entrarPelaApi), which keeps the secret on the object.
 */
export function criarAdministrador(): Credenciais {
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

/**
 * A staff account with these roles, created by an administrator through the API (its session's JWT),
 * as the back-office's user screen does; answers its credentials (a second factor, when the roles
 * require one, is enrolled at its first sign-in).
 */
export async function criarMembro(request: APIRequestContext, tokenDoAdmin: string, roles: string[], nome = 'Membro de Teste'): Promise<Credenciais & { id: number }> {
  const email = `${roles.join('-')}-${randomBytes(4).toString('hex')}@teste.example`
  const senha = `Senha-${randomBytes(12).toString('base64url')}`
  const r = await request.post('/api/users', { headers: { Authorization: `JWT ${tokenDoAdmin}` }, data: { email, password: senha, nome, roles } })
  expect(r.status(), await r.text()).toBe(201)
  const { doc } = (await r.json()) as { doc: { id: number } }
  return { email, senha, id: doc.id }
}

/** The worker's own administrator: one `create-admin` per worker process, signed in over the API. */
let doTrabalhador: { cred: Credenciais; jwt: string; desde: number } | undefined
/** Its session is renewed well inside the back-office's 30-minute idle limit. */
const RENOVAR_APOS_MS = 10 * 60_000

/**
 * A session JWT of an administrator, for tests that only need one to set things up over REST (create
 * accounts, change settings, answer a case). Each `create-admin` is a Payload start of its own, seconds
 * of CPU: one per worker, not one per test. A test that is about the administrator's own first sign-in
 * or its screens still creates its own with `criarAdministrador`.
 */
export async function tokenDeAdministrador(request: APIRequestContext): Promise<string> {
  doTrabalhador ??= { cred: criarAdministrador(), jwt: '', desde: 0 }
  if (Date.now() - doTrabalhador.desde > RENOVAR_APOS_MS) {
    doTrabalhador.jwt = await entrarPelaApi(request, doTrabalhador.cred)
    doTrabalhador.desde = Date.now()
  }
  return doTrabalhador.jwt
}

/** `Postar` over Playwright's request context (the server under test, its cookies). */
function postarComRequest(request: APIRequestContext): Postar {
  return async (caminho, corpo, token) => {
    const r = await request.post(`/api${caminho}`, { data: corpo, headers: token ? { Authorization: `JWT ${token}` } : {} })
    return { status: r.status(), corpo: (await r.json().catch(() => ({}))) as Record<string, unknown> }
  }
}

/** Signs in over the API (password, then the second factor) and answers the session's JWT. */
export function entrarPelaApi(request: APIRequestContext, cred: Credenciais): Promise<string> {
  return entrarComSegundoFator(postarComRequest(request), cred)
}

/**
 * Logs in to the back-office through its login form, as staff do, then answers
 * the second factor's screen: the enrolment on the first sign-in (reading the
 * key shown for manual entry), the code on the next ones.
 */
export async function entrarNoBackOffice(page: Page, cred: Credenciais): Promise<void> {
  await page.goto('/admin/login')
  await page.getByRole('textbox', { name: 'Email' }).fill(cred.email)
  await page.getByRole('textbox', { name: 'Senha' }).fill(cred.senha)
  await page.getByRole('button', { name: 'Login' }).click()
  // Roles that do not require a second factor (and have none) go straight to the panel.
  // (The panel's address may show for a moment before the second factor's screen: wait for either screen.)
  await page.getByRole('textbox', { name: 'Código de verificação' }).or(page.locator('.modular-dashboard')).first().waitFor()
  if (!/\/admin\/segundo-fator/.test(page.url())) return
  if (!cred.segredo) cred.segredo = ((await page.locator('#chave-segundo-fator').textContent()) ?? '').replace(/\s+/g, '')
  for (const codigo of codigosParaTentar(cred.segredo)) {
    await page.getByRole('textbox', { name: 'Código de verificação' }).fill(codigo)
    await page.getByRole('button', { name: /^(Ativar|Confirmar)$/ }).click()
    // An enrolment shows its recovery codes once; going on leads to the panel.
    const continuar = page.getByRole('button', { name: 'Guardei os códigos, continuar' })
    // A second sign-in within the same 30 s: this step's code was used, the next one's is accepted.
    const entrou = await Promise.race([page.waitForURL(/\/admin$/, { timeout: 5000 }), continuar.waitFor({ timeout: 5000 })]).then(
      () => true,
      () => false,
    )
    if (await continuar.isVisible()) await continuar.click()
    if (entrou) break
  }
  await expect(page).toHaveURL(/\/admin$/)
}

/**
 * A REST call made by the signed-in page itself (same origin, its session cookie): Payload accepts the
 * staff cookie only with the site's Origin, which Playwright's request context does not send.
 */
export async function api<T>(page: Page, metodo: string, caminho: string, corpo?: unknown): Promise<{ status: number; corpo: T }> {
  return page.evaluate(
    async ({ metodo, caminho, corpo }) => {
      const r = await fetch(caminho, { method: metodo, credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: corpo === undefined ? undefined : JSON.stringify(corpo) })
      return { status: r.status, corpo: (await r.json()) as T }
    },
    { metodo, caminho, corpo },
  )
}
