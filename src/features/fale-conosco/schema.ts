/**
 * The contact form's schema (spec 3 §3, §5 Contact form): the form
 * (react-hook-form) and POST /fas/formularioFaleConoscoCadastro parse with it,
 * so the visitor and a legacy client get the same messages.
 */
import { z } from '@/domain/zod'

import { MENSAGEM_CONTATO } from '@/domain/fale-conosco/submissao'
import { esquemaDe } from '@/domain/submissao/esquema'
import { digitos } from '@/domain/validacao'

/** Spec 3 §5: the contact form says this for a missing captcha too. */
export const MENSAGEM_CAPTCHA = 'Captcha inválido!'

/** The fields with the limits, rules and messages of their definition. */
export const esquemaFaleConosco = esquemaDe(MENSAGEM_CONTATO)

/** The page's form: the fields and the captcha's solution (null until solved). */
export const esquemaFormularioFaleConosco = esquemaFaleConosco.extend({
  captcha: z.string({ error: MENSAGEM_CAPTCHA }).min(1, MENSAGEM_CAPTCHA),
})
export type FormularioFaleConosco = Omit<z.input<typeof esquemaFormularioFaleConosco>, 'captcha'> & { captcha: string | null }

/** The message as the call receives it: the legacy's urlencoded names (g-recaptcha-response) or the page's JSON (captcha). */
export const esquemaPedidoFaleConosco = esquemaFaleConosco
  .extend({
    captcha: z.string().max(20_000).optional(),
    'g-recaptcha-response': z.string().max(20_000).optional(),
  })
  .transform(({ captcha: _c, 'g-recaptcha-response': _g, ...s }) => ({
    ...s,
    telefone: digitos(s.telefone),
    email: s.email.toLowerCase(),
  }))
export type PedidoFaleConosco = z.output<typeof esquemaPedidoFaleConosco>
