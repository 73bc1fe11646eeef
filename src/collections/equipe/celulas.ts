import type { Field } from 'payload'

import type { FormatoDaEquipe } from '@/domain/equipe/formatos'

/**
 * What a field with a staff format carries: the format itself (the CSV export reads it) and the
 * list cell that shows it. One place, so a field never has one without the other.
 */
export function comFormato<F extends Field>(campo: F, formato: FormatoDaEquipe | undefined): F {
  if (!formato) return campo
  const admin = ('admin' in campo ? campo.admin : undefined) as Record<string, unknown> | undefined
  const components = (admin?.components ?? {}) as Record<string, unknown>
  return {
    ...campo,
    custom: { ...campo.custom, formato },
    admin: {
      ...admin,
      components: {
        ...components,
        Cell: {
          path: '@/components/admin/CelulaFormatada#CelulaFormatada',
          clientProps: { formato },
        },
      },
    },
  }
}
