import type { TaskConfig } from 'payload'

import { enviarPendentes } from '../../adaptadores/email/caixa-de-saida'

/** Sends the outbox every minute (queue "email"); each submission also asks for a run right after it commits. */
export const tarefaEnviarMensagens: TaskConfig<'enviarMensagens'> = {
  slug: 'enviarMensagens',
  label: 'Enviar os e-mails pendentes',
  retries: 0,
  schedule: [{ cron: '* * * * *', queue: 'email' }],
  outputSchema: [
    { name: 'enviadas', type: 'number' },
    { name: 'adiadas', type: 'number' },
    { name: 'falharam', type: 'number' },
  ],
  handler: async ({ req }) => ({ output: { ...(await enviarPendentes(req.payload)) } }),
}
