import type { EmailAdapter } from 'payload'

import { ambienteDoEmail } from './ambiente'

/** The name Payload reports for the adapter below (`payload.email.name`). */
export const NOME_ADAPTADOR_CAIXA_DE_SAIDA = 'caixa-de-saida'

/** Splits EMAIL_FROM ("Nome <endereco>" or a bare address) into Payload's two defaults. */
export function remetente(emailFrom: string): { nome: string; endereco: string } {
  const m = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(emailFrom)
  return m ? { nome: m[1]!.replace(/^"|"$/g, ''), endereco: m[2]! } : { nome: '', endereco: emailFrom.trim() }
}

/**
 * Payload's e-mail adapter. Every message of the site goes through the outbox
 * (caixa-de-saida.ts: written in the submission's transaction, sent by a job with retries), never
 * through `payload.sendEmail`. Without an adapter Payload logs "Email will be written to console" at
 * every start and would print any message it sends, token included, to the log: false while the outbox
 * holds the e-mails, and unsafe. So the adapter is named for the outbox and refuses to send anything
 * itself; Payload's own e-mails (password reset, verification) are turned off where they are offered
 * (collections/Usuarios/hooks/semRecuperacaoPorEmail.ts).
 */
export const adaptadorCaixaDeSaida: EmailAdapter<never> = () => {
  const { nome, endereco } = remetente(ambienteDoEmail.atual().EMAIL_FROM)
  return {
    name: NOME_ADAPTADOR_CAIXA_DE_SAIDA,
    defaultFromAddress: endereco,
    defaultFromName: nome,
    sendEmail: () => Promise.reject(new Error('e-mails saem só pela caixa de saída (enfileirarMensagem), não por payload.sendEmail')),
  }
}
