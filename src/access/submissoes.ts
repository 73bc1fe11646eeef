import { hasRole, type Role } from './roles'

/**
 * The team of each submission collection, by slug, filled by colecaoDeSubmissao
 * (collections/submissao.ts) as the configuration loads: an attachment is read by
 * the team of the submission that claimed it.
 */
export const PAPEIS_DAS_SUBMISSOES = new Map<string, readonly Role[]>()

/** True when the user may read the submissions of this collection (administrators read all). */
export function podeLerSubmissao(user: { roles?: unknown } | null | undefined, colecao: string): boolean {
  const papeis = PAPEIS_DAS_SUBMISSOES.get(colecao)
  return Boolean(papeis && hasRole(user, 'admin', ...papeis))
}
