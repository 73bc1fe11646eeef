import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { CAMPO_JSON_LEGIVEL } from '../sem-editor-de-json'
import { camposDasTarefas } from './campos'

describe('camposDasTarefas', () => {
  it('rótulos e ajuda em português em qualquer profundidade, e os campos JSON lidos em linhas', () => {
    const campos: Field[] = [
      { name: 'taskSlug', type: 'text' },
      { type: 'tabs', tabs: [{ label: 'Status', fields: [{ name: 'hasError', type: 'checkbox', admin: { description: 'If hasError is true this job will not be retried' } }, { name: 'log', type: 'array', fields: [{ name: 'error', type: 'json' }] }] }] },
      { name: 'outro', type: 'text', label: 'Outro' },
    ]
    const [tarefa, abas, outro] = camposDasTarefas(campos) as [Field, Extract<Field, { type: 'tabs' }>, Field]
    expect(tarefa).toMatchObject({ name: 'taskSlug', label: 'Tarefa' })
    expect(abas.tabs[0]!.label).toBe('Situação')
    const [comErro, registro] = abas.tabs[0]!.fields as [Field, Extract<Field, { type: 'array' }>]
    expect(comErro).toMatchObject({ label: 'Com erro', admin: { description: 'Uma tarefa com erro não é tentada de novo.' } })
    expect(registro.label).toBe('Registro')
    expect(registro.fields[0]).toMatchObject({ name: 'error', label: 'Erro', admin: { components: { Field: CAMPO_JSON_LEGIVEL } } })
    expect(outro).toEqual({ name: 'outro', type: 'text', label: 'Outro' })
  })
})
