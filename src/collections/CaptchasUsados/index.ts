import type { CollectionConfig } from 'payload'

import { acessoDaColecao } from '@/access/matriz'

/**
 * Captcha solutions already accepted, kept until they expire, so one solution
 * cannot be replayed (ENGINEERING.md, captcha). Server-only: no API access.
 */
export const CaptchasUsados: CollectionConfig = {
  slug: 'captchas-usados',
  labels: { singular: 'Captcha usado', plural: 'Captchas usados' },
  typescript: { interface: 'CaptchaUsado' },
  admin: { hidden: true },
  access: acessoDaColecao('captchas-usados'),
  fields: [
    { name: 'assinatura', type: 'text', required: true, unique: true, index: true },
    { name: 'expiraEm', type: 'date', required: true, index: true },
  ],
}
