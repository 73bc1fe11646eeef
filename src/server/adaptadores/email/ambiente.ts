import { z } from 'zod'

import { fatiaDoAmbiente } from '../../plataforma/env'

/** The e-mail's variables: the SMTP server, the sender, the commercial team's address (README, Configuration). */
export const ambienteDoEmail = fatiaDoAmbiente({
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'deve começar com smtp:// ou smtps://, ex.: smtp://usuario:senha@smtp.exemplo.gov.br:587')
    .optional(),
  EMAIL_FROM: z.string().min(3).default('Agência de Fomento <nao-responda@example.com>'),
  EMAIL_COMERCIAL: z.email('deve ser um e-mail').default('comercial@example.com'),
})
