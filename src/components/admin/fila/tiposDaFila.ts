import type { CollectionSlug, Payload } from 'payload'

import { EQUIPES_DAS_SUBMISSOES } from '@/access/matriz'
import { hasRole, type Role } from '@/access/roles'
import { DENUNCIA } from '@/domain/denuncia/submissao'
import type { TipoDaFila } from '@/domain/equipe/fila'

/** A kind the account follows, with what its dashboard counts. */
export interface TipoDaConta extends TipoDaFila {
  slug: CollectionSlug
  rotulo: string
}

// The whistleblower reports are the integridade team's queue (sealed: never an administrator's).
const EQUIPES: Record<string, Role> = {
  ...EQUIPES_DAS_SUBMISSOES,
  denuncias: 'integridade',
}

type CampoLido = { name?: string; type?: string; options?: unknown }

/**
 * The kinds an account follows (its teams' from the access matrix; an administrator every team's
 * but the sealed reports), each read from its collection's config: its status field and options,
 * its deadline field, its "news" flag. Nothing is re-declared here.
 */
export function tiposDaConta(payload: Payload, user: { roles?: unknown } | null | undefined): TipoDaConta[] {
  return Object.entries(EQUIPES).flatMap(([slug, equipe]) => {
    const segue = hasRole(user, equipe) || (slug !== 'denuncias' && hasRole(user, 'admin'))
    const colecao = payload.collections[slug as CollectionSlug]?.config
    if (!segue || !colecao) return []
    const campos = colecao.flattenedFields as CampoLido[]
    const situacao = campos.find((c) => c.type === 'select' && (c.name === 'situacao' || c.name === 'status'))
    if (!situacao || !Array.isArray(situacao.options)) return []
    const prazo = campos.find((c) => c.type === 'date' && (c.name === 'prazo' || c.name === 'prazoResposta'))
    const plural = colecao.labels.plural
    // A case kind's closed statuses are its definition's (collections/submissao.ts keeps them in custom.caso).
    const caso = colecao.custom?.caso as { encerradas?: readonly string[] } | undefined
    return [
      {
        slug: slug as CollectionSlug,
        rotulo: typeof plural === 'string' ? plural : slug,
        situacoes: situacao.options as { value: string }[],
        encerradas: slug === DENUNCIA.slug ? DENUNCIA.encerradas : (caso?.encerradas ?? []),
        campoSituacao: situacao.name,
        prazo: prazo?.name,
        novidade: campos.some((c) => c.name === 'novidade' && c.type === 'checkbox'),
        responsavel: campos.some((c) => c.name === 'responsavel' && c.type === 'relationship'),
      },
    ]
  })
}
