import nodemailer, { type Transporter } from 'nodemailer'

import { ambienteDoEmail } from './ambiente'

let cache: { url: string; transporte: Transporter } | undefined

/**
 * The SMTP transport from SMTP_URL; null when it is not configured, so messages
 * stay pending in the outbox (visible in the back-office) instead of failing.
 */
export function transporteSmtp(url = ambienteDoEmail.atual().SMTP_URL): Transporter | null {
  if (!url) return null
  if (cache?.url !== url) {
    // Short timeouts: an unreachable server must not hold the job for minutes.
    cache = { url, transporte: nodemailer.createTransport(url, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }) }
  }
  return cache.transporte
}
