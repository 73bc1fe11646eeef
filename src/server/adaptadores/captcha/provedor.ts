import { ambienteDoCaptcha } from './ambiente'

/**
 * Which captcha the forms show, for the captcha widget: a server component calls
 * provedorDeCaptcha() and hands the result to the client widget as a prop.
 * ALTCHA fetches its challenge from /captcha/desafio; reCAPTCHA v2 (when both of
 * its keys are set) needs the public site key, never the secret. The server
 * verifies whichever this says (dados/captchas.ts), so the two agree.
 */
export type ProvedorCaptcha = { tipo: 'altcha'; desafio: '/captcha/desafio' } | { tipo: 'recaptcha'; chaveDoSite: string }

export function provedorDeCaptcha(e: { RECAPTCHA_SITE_KEY?: string; RECAPTCHA_SECRET_KEY?: string } = ambienteDoCaptcha.atual()): ProvedorCaptcha {
  if (e.RECAPTCHA_SITE_KEY && e.RECAPTCHA_SECRET_KEY) return { tipo: 'recaptcha', chaveDoSite: e.RECAPTCHA_SITE_KEY }
  return { tipo: 'altcha', desafio: '/captcha/desafio' }
}
