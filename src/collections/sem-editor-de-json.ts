import type { Field } from 'payload'

/** The read-only view of a JSON value as rows and tables (components/admin/JsonLegivel.tsx). */
export const CAMPO_JSON_LEGIVEL = '@/components/admin/JsonLegivel#JsonLegivel'

/**
 * The same fields with every JSON and code field that has no view of its own shown by JsonLegivel, at
 * any depth (arrays, groups, rows, collapsibles, tabs). Payload's JSON and code editor is Monaco, which its loader fetches from
 * cdn.jsdelivr.net: nothing in the back-office may load from another host, and Payload's own
 * collections (the jobs' input, status, log and errors) have such fields.
 */
export function semEditorDeJson(campos: Field[]): Field[] {
  return campos.map((campo): Field => {
    // A field with its own view (the registration's CadastroLegivel) keeps it.
    if ((campo.type === 'json' || campo.type === 'code') && !campo.admin?.components?.Field) {
      return { ...campo, admin: { ...campo.admin, components: { ...campo.admin?.components, Field: CAMPO_JSON_LEGIVEL } } } as Field
    }
    if (campo.type === 'array' || campo.type === 'group' || campo.type === 'row' || campo.type === 'collapsible') {
      return { ...campo, fields: semEditorDeJson(campo.fields) }
    }
    if (campo.type === 'tabs') {
      return { ...campo, tabs: campo.tabs.map((aba) => ({ ...aba, fields: semEditorDeJson(aba.fields) })) }
    }
    return campo
  })
}

/** Every collection or global of the config, its fields through semEditorDeJson (payload.config.ts). */
export function todosSemEditorDeJson<T extends { fields: Field[] }>(configs: T[]): T[] {
  return configs.map((c) => ({ ...c, fields: semEditorDeJson(c.fields) }))
}
