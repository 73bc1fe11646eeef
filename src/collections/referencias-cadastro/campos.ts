import type { CollectionConfig, TextField } from 'payload'

import { hasRole } from '@/access/roles'
import { invalidarPaginasAoExcluir, invalidarPaginasAoMudar } from '@/server/payload/invalidacao/hooks'

/** Trims; in upper case (pt-BR) for the lists the legacy answers in capitals (descEstadoCivilMaiusculo…). */
export function campoTexto(nome: string, label: string, opcoes: { maiusculas?: boolean; maxLength?: number; unique?: boolean } = {}): TextField {
  return {
    name: nome,
    label,
    type: 'text',
    required: true,
    unique: opcoes.unique ?? false,
    maxLength: opcoes.maxLength ?? 120,
    hooks: {
      beforeValidate: [
        ({ value }: { value?: unknown }) => {
          if (typeof value !== 'string') return value
          const limpo = value.trim().replace(/\s+/g, ' ')
          return opcoes.maiusculas ? limpo.toLocaleUpperCase('pt-BR') : limpo
        },
      ],
    },
  }
}

/**
 * What every reference list of the registration forms shares: the back-office group (shown to those
 * who keep the lists; other staff would only see read-only lists they have no use for), and the page
 * cache dropped after a change, since the public endpoints that read the list are kept in it
 * (decision 0005).
 */
export const baseReferencia = {
  admin: { group: 'Cadastros', hidden: ({ user }: { user: unknown }) => !hasRole(user as { roles?: unknown } | null, 'admin', 'cadastro') },
  hooks: { afterChange: [invalidarPaginasAoMudar], afterDelete: [invalidarPaginasAoExcluir] },
} satisfies Partial<CollectionConfig>
