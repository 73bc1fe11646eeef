import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { CAMPO_JSON_LEGIVEL, semEditorDeJson } from './sem-editor-de-json'

/** Every field's component path by name, at any depth. */
function componentes(campos: Field[]): Record<string, unknown> {
  const saida: Record<string, unknown> = {}
  for (const c of campos) {
    if ('name' in c) saida[c.name] = (c.admin as { components?: { Field?: unknown } } | undefined)?.components?.Field
    if ('fields' in c) Object.assign(saida, componentes(c.fields))
    if (c.type === 'tabs') for (const aba of c.tabs) Object.assign(saida, componentes(aba.fields))
  }
  return saida
}

describe('semEditorDeJson', () => {
  it('troca o editor (Monaco, de uma CDN) de todo campo JSON ou de código pela leitura em linhas, em qualquer profundidade', () => {
    const campos: Field[] = [
      { name: 'entrada', type: 'json' },
      { name: 'tarefa', type: 'text' },
      { name: 'registro', type: 'array', fields: [{ name: 'erro', type: 'json', admin: { readOnly: true } }, { name: 'quando', type: 'date' }] },
      { type: 'tabs', tabs: [{ label: 'Aba', fields: [{ name: 'trecho', type: 'code' }] }] },
      { type: 'row', fields: [{ name: 'meta', type: 'json' }] },
    ]
    const saida = semEditorDeJson(campos)
    expect(componentes(saida)).toEqual({ entrada: CAMPO_JSON_LEGIVEL, tarefa: undefined, registro: undefined, erro: CAMPO_JSON_LEGIVEL, quando: undefined, trecho: CAMPO_JSON_LEGIVEL, meta: CAMPO_JSON_LEGIVEL })
    // A field with its own view keeps it.
    const proprio = '@/components/admin/CadastroLegivel#CadastroLegivel'
    expect(componentes(semEditorDeJson([{ name: 'formulario', type: 'json', admin: { components: { Field: proprio } } }]))).toEqual({ formulario: proprio })
    // The rest of each field is kept.
    expect((saida[2] as { fields: Field[] }).fields[0]).toMatchObject({ name: 'erro', type: 'json', admin: { readOnly: true } })
  })
})
