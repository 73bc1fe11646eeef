import type { Field } from 'payload'

import { semEditorDeJson } from '../sem-editor-de-json'

/** Labels (and Payload's help texts) of its jobs collection's fields, by field name, in Portuguese. */
const ROTULOS: Record<string, { label: string; description?: string }> = {
  executedAt: { label: 'Executada em' },
  completedAt: { label: 'Concluída em' },
  taskSlug: { label: 'Tarefa' },
  taskID: { label: 'Identificador da tarefa' },
  input: { label: 'Entrada', description: 'Dados entregues à tarefa.' },
  output: { label: 'Saída' },
  state: { label: 'Estado' },
  error: { label: 'Erro', description: 'Quando houve erro, o erro que interrompeu a tarefa.' },
  parent: { label: 'Tarefa de origem' },
  taskStatus: { label: 'Situação das etapas' },
  totalTried: { label: 'Tentativas' },
  hasError: { label: 'Com erro', description: 'Uma tarefa com erro não é tentada de novo.' },
  log: { label: 'Registro', description: 'Registro da execução da tarefa.' },
  workflowSlug: { label: 'Fluxo' },
  queue: { label: 'Fila' },
  waitUntil: { label: 'Aguardar até' },
  processing: { label: 'Em execução' },
  concurrencyKey: { label: 'Chave de concorrência', description: 'Tarefas com a mesma chave não rodam ao mesmo tempo.' },
  meta: { label: 'Metadados' },
}

function emPortugues(campos: Field[]): Field[] {
  return campos.map((campo): Field => {
    let saida = campo
    if ('name' in campo && ROTULOS[campo.name]) {
      const { label, description } = ROTULOS[campo.name]!
      saida = { ...campo, label, ...(description ? { admin: { ...campo.admin, description } } : {}) } as Field
    }
    if (saida.type === 'tabs') return { ...saida, tabs: saida.tabs.map((aba) => ({ ...aba, ...(aba.label === 'Status' ? { label: 'Situação' } : {}), fields: emPortugues(aba.fields) })) }
    if ('fields' in saida) return { ...saida, fields: emPortugues(saida.fields) }
    return saida
  })
}

/**
 * Payload's jobs collection as administrators read it: labels and help in Portuguese, and its JSON
 * fields as rows, never in Monaco (sem-editor-de-json.ts).
 */
export function camposDasTarefas(campos: Field[]): Field[] {
  return semEditorDeJson(emPortugues(campos))
}
