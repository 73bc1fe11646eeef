import type { Payload, PayloadRequest } from 'payload'
import type { Transporter } from 'nodemailer'

import type { Role } from '@/access/roles'
import type { Mensagem } from '@/payload-types'
import { proximaTentativa } from '@/domain/reenvio'

import { doProcesso } from '../../plataforma/cache/do-processo'
import { env } from '../../plataforma/env'
import { logger } from '../../plataforma/log'
import { ambienteDoEmail } from './ambiente'
import { reservarProxima } from './reserva'
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
  /** Files sent with the message (the registration's PDF). */
  anexos?: AnexoDeMensagem[]
}

export interface AnexoDeMensagem {
  nome: string
  tipo: string
  conteudo: Uint8Array
}

/** Bytes a message's attachments may add up to: the outbox keeps them in the database until sent. */
export const LIMITE_ANEXOS_BYTES = 2 * 1024 * 1024

/**
 * Puts a message in the outbox. Called with the submission's `req`, so both are
 * committed in the same transaction: a 2xx answer means the e-mail will go out.
 */
export async function enfileirarMensagem(payload: Payload, req: Partial<PayloadRequest>, m: NovaMensagem): Promise<void> {
  const { anexos = [], ...campos } = m
  const total = anexos.reduce((t, a) => t + a.conteudo.byteLength, 0)
  if (total > LIMITE_ANEXOS_BYTES) throw new Error(`anexos de ${total} bytes passam do limite da caixa de saída`)
  await payload.create({
    collection: 'mensagens',
    data: {
      ...campos,
      anexos: anexos.map((a) => ({ nome: a.nome, tipo: a.tipo, tamanho: a.conteudo.byteLength, conteudo: Buffer.from(a.conteudo).toString('base64') })),
      situacao: 'pendente',
      tentativas: 0,
      proximaTentativaEm: new Date().toISOString(),
    },
    req,
    overrideAccess: true,
  })
}

export interface ResultadoEnvio {
  enviadas: number
  adiadas: number
  falharam: number
}

/**
 * How long a message is held by the sender that took it (reserva.ts): far longer than one
 * send can take (the transport's timeouts: 10 s to connect, 10 s for the greeting, 20 s idle).
 */
const RESERVA_MS = 5 * 60_000

/** How often the log repeats that messages wait because SMTP_URL is not set. */
const AVISO_SEM_SMTP_MS = 60 * 60_000

interface Fila {
  atual: Promise<ResultadoEnvio> | null
  proxima: Promise<ResultadoEnvio> | null
  /** Sends asked for by a submission, not yet started (enviarEmSeguida). */
  pedidas: Set<Promise<unknown>>
}
const fila = () => doProcesso<Fila>('caixa-de-saida', () => ({ atual: null, proxima: null, pedidas: new Set() })).valor

/**
 * Sends a just-queued message now instead of at the job's next minute, once the work that queued it
 * yields (after the answer). Known to the queue from this call on, so a graceful stop waits for it
 * (envioEmAndamento). A failure here is retried by the job.
 */
export function enviarEmSeguida(payload: Payload): void {
  const { pedidas } = fila()
  const envio = new Promise((r) => setImmediate(r))
    .then(() => enviarPendentes(payload))
    .catch((erro: unknown) => logger().warn({ err: erro }, 'envio imediato da caixa de saída falhou; o job tenta de novo'))
    .finally(() => pedidas.delete(envio))
  pedidas.add(envio)
}

/**
 * Sends the outbox's due messages, one run at a time in this process: a call
 * while a run is going waits for one more run after it (many submissions at once
 * ask for one run, not hundreds racing for the same messages).
 */
export function enviarPendentes(payload: Payload, opcoes: OpcoesEnvio = {}): Promise<ResultadoEnvio> {
  const f = fila()
  if (!f.atual) {
    f.atual = rodadaDeEnvio(payload, opcoes).finally(() => {
      f.atual = null
    })
    return f.atual
  }
  f.proxima ??= f.atual
    .catch(() => undefined)
    .then(() => {
      f.proxima = null
      return enviarPendentes(payload, opcoes)
    })
  return f.proxima
}

/**
 * This process's sends asked for, its run and the one queued after it, settled: a graceful stop waits for them before it
 * closes the database, so a message being sent is marked sent (not resent after the restart).
 */
export function envioEmAndamento(): Promise<unknown> {
  const f = fila()
  return Promise.allSettled([...f.pedidas, f.atual, f.proxima].filter((p) => p !== null))
}

export interface OpcoesEnvio {
  transporte?: Transporter | null
  agora?: Date
  limite?: number
}

/**
 * Sends the outbox's due messages. A failure schedules the next attempt with
 * backoff; after the last attempt the message is marked failed and stays visible.
 * The Message-ID is fixed per message, so a resend after a crash can be recognised
 * as the same message by the receiving server. System job: overrideAccess.
 * One run, outside this process's queue (enviarPendentes): what each instance's
 * sender does, and what a test runs side by side to stand for several instances.
 */
export async function rodadaDeEnvio(payload: Payload, opcoes: OpcoesEnvio): Promise<ResultadoEnvio> {
  const transporte = opcoes.transporte === undefined ? transporteSmtp() : opcoes.transporte
  const resultado: ResultadoEnvio = { enviadas: 0, adiadas: 0, falharam: 0 }
  if (!transporte) {
    await avisarSemSmtp(payload)
    return resultado
  }
  const agora = opcoes.agora ?? new Date()
  const limite = opcoes.limite ?? 500
  // One message at a time until nothing is due: each is taken by one atomic statement, so
  // several senders (this process's and other instances') never take the same one.
  for (let i = 0; i < limite; i++) {
    const id = await reservarProxima(payload, agora, new Date(agora.getTime() + RESERVA_MS))
    if (id === null) break
    const m = await payload.findByID({ collection: 'mensagens', id, depth: 0, overrideAccess: true })
    await enviarUma(payload, transporte, m, resultado)
  }
  return resultado
}

async function enviarUma(payload: Payload, transporte: Transporter, m: Mensagem, resultado: ResultadoEnvio): Promise<void> {
  const tentativas = (m.tentativas ?? 0) + 1
  const idMensagem = `<mensagem-${m.id}-${new Date(m.createdAt).getTime()}@${new URL(env().siteUrl).hostname}>`
  try {
    await transporte.sendMail({
      from: ambienteDoEmail.atual().EMAIL_FROM,
      to: m.para,
      replyTo: m.responderPara ?? undefined,
      subject: m.assunto,
      text: m.texto,
      messageId: idMensagem,
      attachments: (m.anexos ?? []).map((a) => ({ filename: a.nome, contentType: a.tipo, content: Buffer.from(a.conteudo ?? '', 'base64') })),
    })
    await payload.update({
      collection: 'mensagens',
      id: m.id,
      // Sent: the attachment's copy of the personal data is no longer needed here (its record keeps the data).
      data: { situacao: 'enviada', tentativas, enviadaEm: new Date().toISOString(), idMensagem, ultimoErro: '', anexos: (m.anexos ?? []).map((a) => ({ ...a, conteudo: '' })) },
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

/**
 * Without SMTP_URL, messages wait in the outbox: the log says so (once an hour while any
 * wait), as the back-office list does (components/admin/AvisoSemSmtp). Counts only.
 */
async function avisarSemSmtp(payload: Payload): Promise<void> {
  const aviso = doProcesso<{ em: number }>('aviso-sem-smtp', () => ({ em: 0 })).valor
  if (Date.now() - aviso.em < AVISO_SEM_SMTP_MS) return
  const { totalDocs } = await payload.count({ collection: 'mensagens', where: { situacao: { equals: 'pendente' } }, overrideAccess: true })
  if (totalDocs === 0) return
  aviso.em = Date.now()
  logger().warn({ pendentes: totalDocs }, 'SMTP_URL não configurado: e-mails aguardam na caixa de saída e saem quando ele for configurado')
}
