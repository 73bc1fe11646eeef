import { EQUIPES_DAS_SUBMISSOES } from './matriz'
import { hasRole } from './roles'

/** True when the user may read the submissions of this collection: its team (the matrix's row) or an administrator. */
export function podeLerSubmissao(user: { roles?: unknown } | null | undefined, colecao: string): boolean {
  const equipe = (EQUIPES_DAS_SUBMISSOES as Record<string, (typeof EQUIPES_DAS_SUBMISSOES)[keyof typeof EQUIPES_DAS_SUBMISSOES] | undefined>)[colecao]
  return Boolean(equipe && hasRole(user, 'admin', equipe))
}
