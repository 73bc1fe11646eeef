import type { CollectionAfterDeleteHook, CollectionConfig, Field } from 'payload'

import { somenteCamposDoFluxo } from '@/access/campos-do-fluxo'
import { acessoDaColecao, type ColecaoDeSubmissao } from '@/access/matriz'
import type { Role } from '@/access/roles'
import { PAPEIS_DAS_SUBMISSOES } from '@/access/submissoes'

import { hooksDeAuditoria } from './Auditoria/registrar'

/**
 * Every public submission (simulation, financing request and the forms to come)
 * is a collection made here, so each has the same spine: a follow-up status, the
 * idempotency key a retry finds (unique, hidden), the protocol number where the
 * form gives one, created/updated dates, access from the matrix (src/access/matriz.ts:
 * the team of that form reads and follows it up, administrators too, only an
 * administrator deletes, and nobody creates through the API: the form's route
 * does, on the visitor's behalf), staff change only the follow-up status (what
 * the citizen sent stays as sent), and every consultation or change is audited.
 */
export interface DefinicaoDeSubmissao {
  slug: ColecaoDeSubmissao
  /** The generated type's name (Payload would singularise the slug: 'Simulacoe'). */
  interfaceName: string
  labels: { singular: string; plural: string }
  /** The team that reads and follows these submissions up (administrators always do). */
  papeis: readonly Role[]
  /** Follow-up statuses; the first is a new submission's. */
  situacoes: readonly { value: string; label: string }[]
  /** Adds a unique, read-only protocol number (the form answers it to the visitor). */
  protocolo?: boolean
  admin: NonNullable<CollectionConfig['admin']>
  fields: Field[]
  /** Workflow fields staff may change besides `situacao` (the ombudsman's answer and extension). */
  editaveis?: readonly string[]
  /** The collection's own hooks, run after the audit's. */
  hooks?: CollectionConfig['hooks']
  /** The list's order (default: newest first). */
  defaultSort?: CollectionConfig['defaultSort']
}

/** The audit hooks, then the collection's own, kind by kind. */
function juntarHooks(proprios: CollectionConfig['hooks'] = {}): CollectionConfig['hooks'] {
  const todos: Record<string, unknown[]> = { ...(hooksDeAuditoria as Record<string, unknown[]>) }
  for (const [tipo, lista] of Object.entries(proprios as Record<string, unknown[]>)) todos[tipo] = [...(todos[tipo] ?? []), ...lista]
  return todos
}

/**
 * The files a submission claimed go with it (an administrator's deletion answers an
 * erasure request: LGPD art. 18, VI), in the same transaction, record and file alike.
 */
const apagarAnexos: CollectionAfterDeleteHook = async ({ collection, id, req }) => {
  await req.payload.delete({
    collection: 'anexos',
    where: { and: [{ 'submissao.colecao': { equals: collection.slug } }, { 'submissao.registro': { equals: String(id) } }] },
    req,
    overrideAccess: true,
    depth: 0,
  })
}

export function colecaoDeSubmissao(d: DefinicaoDeSubmissao): CollectionConfig {
  PAPEIS_DAS_SUBMISSOES.set(d.slug, d.papeis)
  return {
    slug: d.slug,
    labels: d.labels,
    typescript: { interface: d.interfaceName },
    admin: { group: 'Financiamento', ...d.admin },
    access: acessoDaColecao(d.slug),
    hooks: juntarHooks({ ...d.hooks, afterDelete: [...(d.hooks?.afterDelete ?? []), apagarAnexos] }),
    defaultSort: d.defaultSort ?? '-createdAt',
    timestamps: true,
    fields: somenteCamposDoFluxo(['situacao', ...(d.editaveis ?? [])], [
      {
        name: 'situacao',
        label: 'Acompanhamento',
        type: 'select',
        required: true,
        defaultValue: d.situacoes[0]!.value,
        options: [...d.situacoes],
        admin: { position: 'sidebar' },
      },
      ...(d.protocolo
        ? [{ name: 'protocolo', label: 'Protocolo', type: 'text', unique: true, index: true, admin: { position: 'sidebar', readOnly: true } } satisfies Field]
        : []),
      ...d.fields,
      // A retried or double-clicked submission finds this key and gets the same answer (dados/submissoes).
      { name: 'chaveIdempotencia', type: 'text', unique: true, index: true, admin: { hidden: true } },
    ]),
  }
}
