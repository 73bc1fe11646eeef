import type { CollectionConfig, Field } from 'payload'

import { onlyRoles, type Role } from '@/access/roles'
import { PAPEIS_DAS_SUBMISSOES } from '@/access/submissoes'

/**
 * Every public submission (simulation, financing request and the forms to come)
 * is a collection made here, so each has the same spine: a follow-up status, the
 * idempotency key a retry finds (unique, hidden), the protocol number where the
 * form gives one, created/updated dates, and access by role declared once:
 * the team of that form reads and follows it up, administrators too, only an
 * administrator deletes, and nobody creates through the API (the form's route
 * does, on the visitor's behalf).
 */
export interface DefinicaoDeSubmissao {
  slug: string
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
}

export function colecaoDeSubmissao(d: DefinicaoDeSubmissao): CollectionConfig {
  PAPEIS_DAS_SUBMISSOES.set(d.slug, d.papeis)
  const equipe = onlyRoles('admin', ...d.papeis)
  return {
    slug: d.slug,
    labels: d.labels,
    typescript: { interface: d.interfaceName },
    admin: { group: 'Financiamento', ...d.admin },
    access: { read: equipe, create: () => false, update: equipe, delete: onlyRoles('admin') },
    defaultSort: '-createdAt',
    timestamps: true,
    fields: [
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
      // A retried or double-clicked submission finds this key and gets the same answer (server/dados/submissoes).
      { name: 'chaveIdempotencia', type: 'text', unique: true, index: true, admin: { hidden: true } },
    ],
  }
}
