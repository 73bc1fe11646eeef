import { env } from '../env'

const VERIFICAR = 'https://www.google.com/recaptcha/api/siteverify'

/** True when reCAPTCHA v2 keys are configured: it then replaces ALTCHA. */
export function recaptchaConfigurado(): boolean {
  const e = env()
  return Boolean(e.RECAPTCHA_SITE_KEY && e.RECAPTCHA_SECRET_KEY)
}

/** Asks Google whether the widget's token is good (each token is single-use on Google's side). */
export async function verificarRecaptcha(token: string): Promise<boolean> {
  try {
    const r = await fetch(VERIFICAR, {
      method: 'POST',
      body: new URLSearchParams({ secret: env().RECAPTCHA_SECRET_KEY ?? '', response: token }),
      signal: AbortSignal.timeout(10_000),
    })
    const corpo = (await r.json()) as { success?: boolean }
    return corpo.success === true
  } catch {
    return false
  }
}
