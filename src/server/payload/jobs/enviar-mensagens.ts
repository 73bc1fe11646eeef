import { enviarPendentes } from '../../adaptadores/email/caixa-de-saida'

import { tarefaAgendada } from './tarefa'

/** Sends the outbox every minute (queue "email"); each submission also asks for a run right after it commits. */
export const tarefaEnviarMensagens = tarefaAgendada('enviarMensagens', {
  label: 'Enviar os e-mails pendentes',
  retries: 0,
  cron: '* * * * *',
  fila: 'email',
  contagens: ['enviadas', 'adiadas', 'falharam'],
  executar: enviarPendentes,
})
