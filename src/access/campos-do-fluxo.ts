import type { Field } from 'payload'

import { nuncaPelaApi } from './campos-do-servidor'

/**
 * Submissions are records of what a citizen sent: staff change only the
 * fields of their follow-up (`editaveis`, e.g. `situacao`). Every other
 * field gets a field-level `update` access that refuses, so a PATCH through
 * the API or the back-office keeps the submitted values whatever it sends.
 * The server writes them at creation with access overridden.
 */
export function somenteCamposDoFluxo(editaveis: readonly string[], campos: Field[]): Field[] {
  return campos.map((campo): Field => {
    if ('name' in campo && campo.type !== 'ui') {
      if (editaveis.includes(campo.name)) return campo
      return { ...campo, access: { ...campo.access, update: nuncaPelaApi } } as Field
    }
    if (campo.type === 'row' || campo.type === 'collapsible') return { ...campo, fields: somenteCamposDoFluxo(editaveis, campo.fields) }
    return campo
  })
}
