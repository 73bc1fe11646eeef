import 'server-only'

import { verificarAltcha } from '@/server/adaptadores/captcha/altcha'
import { recaptchaConfigurado, verificarRecaptcha } from '@/server/adaptadores/captcha/recaptcha'
import { payloadClient } from './payload'
import { violouUnicidade } from './submissoes'

export const MENSAGEM_CAPTCHA_AUSENTE = 'Por favor confirme que você não é um robô'
export const MENSAGEM_CAPTCHA_INVALIDO = 'Captcha inválido!'

export type ResultadoCaptcha = 'ok' | 'ausente' | 'invalido'

/**
 * Verifies a form's captcha on the server: reCAPTCHA v2 when its keys are set,
 * else ALTCHA, whose solution is accepted once (kept in captchas-usados until it
 * expires, so a used or expired solution gets 'Captcha inválido!').
 */
export async function verificarCaptcha(valor: string | undefined | null): Promise<ResultadoCaptcha> {
  if (!valor) return 'ausente'
  if (recaptchaConfigurado()) return (await verificarRecaptcha(valor)) ? 'ok' : 'invalido'
  const r = await verificarAltcha(valor)
  if (!r.ok) return 'invalido'
  const payload = await payloadClient()
  try {
    await payload.create({ collection: 'captchas-usados', data: { assinatura: r.assinatura, expiraEm: r.expiraEm.toISOString() }, overrideAccess: true })
  } catch (erro) {
    // Unique index: this solution was already used. Any other failure (database down) is not the
    // visitor's fault: it goes up and the call answers 503/500, not 'Captcha inválido!'.
    if (violouUnicidade(erro, 'assinatura')) return 'invalido'
    throw erro
  }
  // Forget the expired ones now and then: they can no longer be replayed anyway.
  if (Math.random() < 0.05) {
    await payload.delete({ collection: 'captchas-usados', where: { expiraEm: { less_than: new Date().toISOString() } }, overrideAccess: true }).catch(() => undefined)
  }
  return 'ok'
}
