import { declararColecao } from '../colecao'

/**
 * Captcha solutions already accepted, kept until they expire, so one solution
 * cannot be replayed (ENGINEERING.md, captcha). Server-only: no API access.
 */
export const CaptchasUsados = declararColecao('captchas-usados', {
  labels: { singular: 'Captcha usado', plural: 'Captchas usados' },
  interfaceName: 'CaptchaUsado',
  admin: { hidden: true },
  fields: [
    { name: 'assinatura', type: 'text', required: true, unique: true, index: true },
    { name: 'expiraEm', type: 'date', required: true, index: true },
  ],
})
