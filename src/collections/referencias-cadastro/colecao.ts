import type { CollectionConfig, TextField } from 'payload'

import { acessoDaColecao } from '@/access/matriz'

import { baseReferencia } from './campos'

interface ListaDeReferencia {
  slug: Parameters<typeof acessoDaColecao>[0]
  rotulos: { singular: string; plural: string }
  interfaceName: string
  /** The order the public list answers in (spec 3 §3): by number (id) or by description. */
  ordem: 'id' | 'descricao'
  /** What the back-office says above the list, when the order or the wording matters to the form. */
  descricao?: string
  /** The description first (the list's title), then any other column the form sends. */
  campos: TextField[]
}

/**
 * A reference list of the registration forms as a collection: its access row, the shared group and
 * cache hooks (baseReferencia), titled by its description, its columns the number (when it orders the
 * list) and its fields.
 */
export function colecaoDeReferencia(lista: ListaDeReferencia): CollectionConfig {
  const colunas = [...(lista.ordem === 'id' ? ['id'] : []), ...lista.campos.map((c) => c.name), 'updatedAt']
  return {
    slug: lista.slug,
    labels: lista.rotulos,
    typescript: { interface: lista.interfaceName },
    admin: { ...baseReferencia.admin, useAsTitle: 'descricao', defaultColumns: colunas, ...(lista.descricao ? { description: lista.descricao } : {}) },
    access: acessoDaColecao(lista.slug),
    hooks: baseReferencia.hooks,
    defaultSort: lista.ordem,
    fields: lista.campos,
  }
}
