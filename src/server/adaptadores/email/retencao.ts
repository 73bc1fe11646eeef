import type { Payload } from 'payload'

import { logger } from '../../plataforma/log'

/**
 * Days a message that never went out (still waiting, or out of retries) stays in the outbox.
 * It holds people's data (the text, the registration's PDF); past this line no one will send
 * it, and the submission it tells of is still in the back-office under its own retention.
 */
export const RETENCAO_MENSAGENS_NAO_ENVIADAS_DIAS = 30

const DIA_MS = 24 * 60 * 60 * 1000

/**
 * Erases the outbox's unsent messages (pendente, falhou) older than the retention line and says
 * how many in one log line (a count, never an address, subject or text). Sent messages already
 * keep no body or attachment.
 */
export async function purgarMensagensNaoEnviadas(payload: Payload, agora = new Date()): Promise<number> {
  const limite = new Date(agora.getTime() - RETENCAO_MENSAGENS_NAO_ENVIADAS_DIAS * DIA_MS).toISOString()
  const { docs } = await payload.delete({
    collection: 'mensagens',
    where: { and: [{ situacao: { in: ['pendente', 'falhou'] } }, { createdAt: { less_than: limite } }] },
    overrideAccess: true,
    depth: 0,
    select: {},
  })
  if (docs.length) logger().info({ apagadas: docs.length, dias: RETENCAO_MENSAGENS_NAO_ENVIADAS_DIAS }, 'caixa de saída: mensagens não enviadas depois do prazo de retenção apagadas')
  return docs.length
}
