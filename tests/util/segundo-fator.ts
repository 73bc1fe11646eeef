/**
 * The one way tests sign staff in now that `admin` and `integridade` need a
 * second factor (docs/decisions/0015-segundo-fator.md): password, then the TOTP
 * code computed from the account's secret, as the staff member's phone would.
 * An account without TOTP that must have it is enrolled on its first sign-in,
 * through the same calls as the back-office's screen, and the secret is kept on
 * the credentials object for the next sign-ins. Nothing here is in the
 * production seed: the secrets are made per account at run time.
 */
import { segundoFatorObrigatorio } from '../../src/access/segundo-fator'
import { codigoDoPasso, passoDoInstante } from '../../src/domain/totp'

export interface Credenciais {
  email: string
  senha: string
  /** The account's TOTP secret (base32), once enrolled. */
  segredo?: string
}

/**
 * The codes to try, in order: this step's, then the next one's (one step of
 * drift is accepted). A code is accepted once per account, so a second sign-in
 * within the same 30 s uses the next step's code.
 */
export function codigosParaTentar(segredo: string, agora = Date.now()): string[] {
  const passo = passoDoInstante(agora)
  return [codigoDoPasso(segredo, passo), codigoDoPasso(segredo, passo + 1)]
}

type Resposta = { status: number; corpo: Record<string, unknown> }
/** POSTs JSON to the API (a path under /api) with the session's JWT, if any. */
export type Postar = (caminho: string, corpo: unknown, token?: string) => Promise<Resposta>

/** `Postar` over fetch, against a server's base address (the instances' test, int tests over HTTP). */
export function postarComFetch(base: string, cabecalhos: Record<string, string> = {}): Postar {
  return async (caminho, corpo, token) => {
    const r = await fetch(`${base}/api${caminho}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...cabecalhos, ...(token ? { authorization: `JWT ${token}` } : {}) },
      body: JSON.stringify(corpo),
    })
    return { status: r.status, corpo: (await r.json().catch(() => ({}))) as Record<string, unknown> }
  }
}

/** Posts the account's current code (then the next step's) to `caminho`; the accepting answer. */
export async function responderCodigo(postar: Postar, caminho: string, segredo: string, token: string): Promise<Resposta> {
  let ultima: Resposta | undefined
  for (const codigo of codigosParaTentar(segredo)) {
    ultima = await postar(caminho, { codigo }, token)
    if (ultima.status === 200) return ultima
  }
  throw new Error(`código de verificação recusado (${ultima?.status}): ${JSON.stringify(ultima?.corpo)}`)
}

/**
 * Answers the second factor of a session that has just signed in (its JWT):
 * the code when the account has TOTP, the enrolment when its roles require it
 * and it has none (the secret then stays on `cred`); nothing otherwise.
 */
export async function responderSegundoFator(postar: Postar, cred: Credenciais, token: string, roles: unknown): Promise<void> {
  if (cred.segredo) {
    await responderCodigo(postar, '/users/segundo-fator/verificacao', cred.segredo, token)
    return
  }
  // Roles that do not require TOTP sign in as before, without enrolling.
  if (!segundoFatorObrigatorio(roles)) return
  const inscricao = await postar('/users/segundo-fator/inscricao', {}, token)
  if (inscricao.status !== 200 || typeof inscricao.corpo.segredo !== 'string') throw new Error(`inscrição falhou (${inscricao.status}): ${JSON.stringify(inscricao.corpo)}`)
  const segredo = inscricao.corpo.segredo
  await responderCodigo(postar, '/users/segundo-fator/confirmacao', segredo, token)
  cred.segredo = segredo
}

/**
 * Signs in through POST /api/users/login and answers the second factor; returns
 * the session's JWT, now usable everywhere its roles allow.
 */
export async function entrarComSegundoFator(postar: Postar, cred: Credenciais): Promise<string> {
  const login = await postar('/users/login', { email: cred.email, password: cred.senha })
  const token = login.corpo.token
  if (login.status !== 200 || typeof token !== 'string') throw new Error(`login falhou (${login.status}): ${JSON.stringify(login.corpo)}`)
  await responderSegundoFator(postar, cred, token, (login.corpo.user as { roles?: unknown } | undefined)?.roles)
  return token
}
