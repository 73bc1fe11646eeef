import { EQUIPES_DAS_SUBMISSOES, type ColecaoDeSubmissao } from './matriz'
import { hasRole } from './roles'

/** True when the user may read the submissions of this collection: its team (the matrix's row) or an administrator. */
export function podeLerSubmissao(user: { roles?: unknown } | null | undefined, colecao: string): boolean {
  const equipe = Object.hasOwn(EQUIPES_DAS_SUBMISSOES, colecao) ? EQUIPES_DAS_SUBMISSOES[colecao as ColecaoDeSubmissao] : undefined
  return Boolean(equipe && hasRole(user, 'admin', equipe))
}
