/**
 * Where a signed-in staff session stands with the second factor (TOTP). The
 * users' auth strategy (collections/Usuarios/estrategia.ts) puts it on req.user
 * as `_segundoFator` on every request, from the account and the session id:
 *
 * - `verificado`: TOTP enrolled and a code was accepted for this session;
 * - `pendente`: TOTP enrolled, this session has not answered a code yet;
 * - `inscricao`: the role requires TOTP and the account has none: enrol first;
 * - `dispensado`: no TOTP, and the roles do not require it.
 *
 * A user put on req by server code (Local API with `user`) carries no state and
 * is not held back: the gate is for sessions that come in over HTTP.
 */
export type EstadoSegundoFator = 'verificado' | 'pendente' | 'inscricao' | 'dispensado'

/**
 * Roles whose accounts cannot work without a second factor (issue 23): they reach every account
 * and the reports. (Plain strings: roles.ts imports this module, not the other way round.)
 */
export const PAPEIS_COM_SEGUNDO_FATOR_OBRIGATORIO: readonly string[] = ['admin', 'integridade']

/** The 403 messages of a session held back, by state. */
export const MENSAGEM_SEGUNDO_FATOR = {
  pendente: 'Informe o código de verificação.',
  inscricao: 'Ative a verificação em duas etapas para continuar.',
} as const

/** True when an account holding these roles must enrol a second factor. */
export function segundoFatorObrigatorio(roles: unknown): boolean {
  return Array.isArray(roles) && roles.some((r) => typeof r === 'string' && PAPEIS_COM_SEGUNDO_FATOR_OBRIGATORIO.includes(r))
}

/** The state of one session from what the account holds (pure; the strategy reads the account). */
export function estadoDoSegundoFator(conta: { ativo: boolean; obrigatorio: boolean; sessaoVerificada: boolean }): EstadoSegundoFator {
  if (conta.ativo) return conta.sessaoVerificada ? 'verificado' : 'pendente'
  return conta.obrigatorio ? 'inscricao' : 'dispensado'
}

/** The state the strategy attached to a request's user, if any. */
export function estadoDaSessao(user: unknown): EstadoSegundoFator | undefined {
  const estado = (user as { _segundoFator?: unknown } | null | undefined)?._segundoFator
  return estado === 'verificado' || estado === 'pendente' || estado === 'inscricao' || estado === 'dispensado' ? estado : undefined
}

/** The state of a session that may do nothing yet but answer a code or enrol, or null when it may work. */
export function aguardaSegundoFator(user: unknown): 'pendente' | 'inscricao' | null {
  const estado = estadoDaSessao(user)
  return estado === 'pendente' || estado === 'inscricao' ? estado : null
}
