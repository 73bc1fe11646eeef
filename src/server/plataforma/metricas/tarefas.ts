import type { TaskConfig, TaskType } from 'payload'

import { metricas } from './registro'

/** The task with its runs counted in the metrics (fomento_tarefas_execucoes_total), success and failure. */
export function comExecucoesContadas<T extends TaskType>(tarefa: TaskConfig<T>): TaskConfig<T> {
  const contar = (resultado: 'sucesso' | 'falha') => () => {
    metricas().tarefas.inc({ tarefa: tarefa.slug, resultado })
  }
  return { ...tarefa, onSuccess: contar('sucesso'), onFail: contar('falha') }
}
