import type { CollectionConfig, TextField } from 'payload'

import type { ColecaoComApi } from '@/access/matriz'

import { declararColecao, GRUPO_DA_EQUIPE } from '../colecao'

interface ListaDeReferencia {
  slug: ColecaoComApi
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
 * A reference list of the registration forms as a collection: in the registration team's section of
 * the menu (shown, by the matrix, to those who keep the lists), titled by its description, its columns
 * the number (when it orders the list) and its fields. The public endpoints that read a list are kept
 * in the page cache (decision 0005), so it is shown on the site: a change drops them.
 */
export function colecaoDeReferencia(lista: ListaDeReferencia): CollectionConfig {
  const colunas = [...(lista.ordem === 'id' ? ['id'] : []), ...lista.campos.map((c) => c.name), 'updatedAt']
  return declararColecao(lista.slug, {
    labels: lista.rotulos,
    interfaceName: lista.interfaceName,
    admin: { group: GRUPO_DA_EQUIPE.cadastro, useAsTitle: 'descricao', defaultColumns: colunas, ...(lista.descricao ? { description: lista.descricao } : {}) },
    mostradaNoSite: true,
    defaultSort: lista.ordem,
    fields: lista.campos,
  })
}
