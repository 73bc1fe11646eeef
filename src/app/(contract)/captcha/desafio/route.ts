import { criarDesafio } from '@/server/captcha/altcha'
import { rotaLegada } from '@/server/contrato/rota-legada'

/** GET /captcha/desafio: a new signed ALTCHA challenge for a form's captcha (never cached). */
export const GET = rotaLegada({
  nome: 'captchaDesafio',
  executar: async () => Response.json(await criarDesafio(), { headers: { 'Cache-Control': 'no-store' } }),
})
