/**
 * The financing request modal's schema (spec 1 §2.6, §3 Financing request,
 * §5): the modal (react-hook-form) and saveSolicitacao parse with it, so the
 * visitor and a client calling the API get the same messages.
 */
import { z } from '@/domain/zod'

import { SOLICITACAO_FINANCIAMENTO, TODOS_OBRIGATORIOS } from '@/domain/solicitacao/submissao'
import { esquemaDe } from '@/domain/submissao/esquema'
import { caracteresCpfCnpj, digitos } from '@/domain/validacao'

/** The fields with the limits, rules and messages of their definition. */
export const esquemaSolicitacao = esquemaDe(SOLICITACAO_FINANCIAMENTO)
export type CamposSolicitacao = z.input<typeof esquemaSolicitacao>

export const MENSAGEM_CAPTCHA = 'Por favor confirme que você não é um robô'

/** The modal's form: the fields and the captcha's solution (null until solved). */
export const esquemaFormularioSolicitacao = esquemaSolicitacao.extend({
  captcha: z.string({ error: MENSAGEM_CAPTCHA }).min(1, MENSAGEM_CAPTCHA),
})
export type FormularioSolicitacao = Omit<z.input<typeof esquemaFormularioSolicitacao>, 'captcha'> & { captcha: string | null }

/** The request as the API receives it: the product (only its id is trusted) and the captcha. */
export const esquemaPedidoSolicitacao = esquemaSolicitacao
  .extend({
    produto: z.object({ id: z.coerce.number({ error: TODOS_OBRIGATORIOS }).int().positive(TODOS_OBRIGATORIOS) }, { error: TODOS_OBRIGATORIOS }).loose(),
    captcha: z.string().max(20_000).optional(),
    'g-recaptcha-response': z.string().max(20_000).optional(),
  })
  .transform((s) => ({
    ...s,
    // Letters stay: an alphanumeric CNPJ (version 2).
    cpfCnpj: caracteresCpfCnpj(s.cpfCnpj),
    telefone: digitos(s.telefone),
    email: s.email.toLowerCase(),
    captcha: s.captcha ?? s['g-recaptcha-response'],
  }))
export type PedidoSolicitacao = z.output<typeof esquemaPedidoSolicitacao>
