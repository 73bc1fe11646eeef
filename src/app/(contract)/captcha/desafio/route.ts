import { criarDesafio } from '@/server/adaptadores/captcha/altcha'
import { rotaLegada } from '@/server/borda/contrato/rota-legada'

/** GET /captcha/desafio: a new signed ALTCHA challenge for a form's captcha (never cached). */
export const GET = rotaLegada({
  nome: 'captchaDesafio',
  // Never cached: each challenge is computed; a visitor needs one per form sent.
  limite: 'consulta',
  executar: async () => Response.json(await criarDesafio(), { headers: { 'Cache-Control': 'no-store' } }),
})
