import { z } from 'zod'

import { fatiaDoAmbiente } from '../../plataforma/env'

/** The captcha's keys: ALTCHA's own, or reCAPTCHA's pair (README, Configuration). */
export const ambienteDoCaptcha = fatiaDoAmbiente({
  ALTCHA_HMAC_KEY: z.string().min(32, 'deve ter pelo menos 32 caracteres').optional(),
  RECAPTCHA_SITE_KEY: z.string().min(10).optional(),
  RECAPTCHA_SECRET_KEY: z.string().min(10).optional(),
  RECAPTCHA_VERIFY_URL: z.url('deve ser uma URL').optional(),
})
