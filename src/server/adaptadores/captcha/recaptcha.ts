import { ambienteDoCaptcha } from './ambiente'

/** Google's verification call; RECAPTCHA_VERIFY_URL replaces it (a test's local server, a proxy). */
export const VERIFICAR_RECAPTCHA = 'https://www.google.com/recaptcha/api/siteverify'

/** True when reCAPTCHA v2 keys are configured: it then replaces ALTCHA. */
export function recaptchaConfigurado(): boolean {
  const e = ambienteDoCaptcha.atual()
  return Boolean(e.RECAPTCHA_SITE_KEY && e.RECAPTCHA_SECRET_KEY)
}

interface ConfigRecaptcha {
  url: string
  segredo: string
}

const daConfiguracao = (): ConfigRecaptcha => {
  const e = ambienteDoCaptcha.atual()
  return { url: e.RECAPTCHA_VERIFY_URL ?? VERIFICAR_RECAPTCHA, segredo: e.RECAPTCHA_SECRET_KEY ?? '' }
}

/** Asks Google whether the widget's token is good (each token is single-use on Google's side); false when it cannot tell. */
export async function verificarRecaptcha(token: string, config: ConfigRecaptcha = daConfiguracao()): Promise<boolean> {
  try {
    const r = await fetch(config.url, {
      method: 'POST',
      body: new URLSearchParams({ secret: config.segredo, response: token }),
      signal: AbortSignal.timeout(10_000),
    })
    const corpo = (await r.json()) as { success?: boolean }
    return r.ok && corpo.success === true
  } catch {
    return false
  }
}
