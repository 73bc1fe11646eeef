import type { Payload, PayloadRequest } from 'payload'
import type { Transporter } from 'nodemailer'

import type { Role } from '@/access/roles'
import { proximaTentativa } from '@/domain/reenvio'

import { env } from '../env'
import { logger } from '../log'
import { transporteSmtp } from './transporte'

export interface NovaMensagem {
  para: string
  responderPara?: string
  assunto: string
  texto: string
  /** The team whose submission this is; it sees the message in the back-office. */
  papel: Role
  /** "colecao:id" of the submission. */
  origem: string
}

/**
 * Puts a message in the outbox. Called with the submission's `req`, so both are
 * committed in the same transaction: a 2xx answer means the e-mail will go out.
 */
export async function enfileirarMensagem(payload: Payload, req: Partial<PayloadRequest>, m: NovaMensagem): Promise<void> {
  await payload.create({
    collection: 'mensagens',
    data: { ...m, situacao: 'pendente', tentativas: 0, proximaTentativaEm: new Date().toISOString() },
    req,
    overrideAccess: true,
  })
}

export interface ResultadoEnvio {
  enviadas: number
  adiadas: number
  falharam: number
}

/** Minutes a message is held by the sender that took it, so two instances do not send it twice. */
const RESERVA_MS = 5 * 60_000

/**
 * Sends the outbox's due messages. A failure schedules the next attempt with
 * backoff; after the last attempt the message is marked failed and stays visible.
 * The Message-ID is fixed per message, so a resend after a crash can be recognised
 * as the same message by the receiving server. System job: overrideAccess.
 */
export async function enviarPendentes(
  payload: Payload,
  opcoes: { transporte?: Transporter | null; agora?: Date; limite?: number } = {},
): Promise<ResultadoEnvio> {
  const transporte = opcoes.transporte === undefined ? transporteSmtp() : opcoes.transporte
  const resultado: ResultadoEnvio = { enviadas: 0, adiadas: 0, falharam: 0 }
  if (!transporte) return resultado
  const agora = opcoes.agora ?? new Date()
  const { docs } = await payload.find({
    collection: 'mensagens',
    where: { situacao: { equals: 'pendente' }, proximaTentativaEm: { less_than_equal: agora.toISOString() } },
    sort: 'proximaTentativaEm',
    limit: opcoes.limite ?? 50,
    depth: 0,
    overrideAccess: true,
  })
  for (const m of docs) {
    // Take the message: only the sender whose update matched it goes on.
    const reservada = await payload.update({
      collection: 'mensagens',
      where: { id: { equals: m.id }, situacao: { equals: 'pendente' }, proximaTentativaEm: { equals: m.proximaTentativaEm } },
      data: { proximaTentativaEm: new Date(agora.getTime() + RESERVA_MS).toISOString() },
      overrideAccess: true,
      depth: 0,
    })
    if (reservada.docs.length !== 1) continue
    const tentativas = (m.tentativas ?? 0) + 1
    const idMensagem = `<mensagem-${m.id}-${new Date(m.createdAt).getTime()}@${new URL(env().siteUrl).hostname}>`
    try {
      await transporte.sendMail({
        from: env().EMAIL_FROM,
        to: m.para,
        replyTo: m.responderPara ?? undefined,
        subject: m.assunto,
        text: m.texto,
        messageId: idMensagem,
      })
      await payload.update({
        collection: 'mensagens',
        id: m.id,
        data: { situacao: 'enviada', tentativas, enviadaEm: new Date().toISOString(), idMensagem, ultimoErro: '' },
        overrideAccess: true,
      })
      resultado.enviadas++
    } catch (erro) {
      const proxima = proximaTentativa(tentativas, new Date())
      // The SMTP error says what went wrong (connection refused, 5xx); it carries no message content.
      const motivo = erro instanceof Error ? erro.message.slice(0, 300) : 'falha desconhecida'
      await payload.update({
        collection: 'mensagens',
        id: m.id,
        data: proxima
          ? { tentativas, ultimoErro: motivo, proximaTentativaEm: proxima.toISOString() }
          : { tentativas, ultimoErro: motivo, situacao: 'falhou' },
        overrideAccess: true,
      })
      logger().warn({ mensagem: m.id, tentativas, motivo }, proxima ? 'e-mail adiado: nova tentativa agendada' : 'e-mail não enviado: tentativas esgotadas')
      if (proxima) resultado.adiadas++
      else resultado.falharam++
    }
  }
  return resultado
}
