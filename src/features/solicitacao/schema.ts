/**
 * The financing request modal's schema (spec 1 §2.6, §3 Financing request,
 * §5): the modal (react-hook-form) and saveSolicitacao parse with it, so the
 * visitor and a client calling the API get the same messages.
 */
import { z } from 'zod'

import { caracteresCpfCnpj, cpfOuCnpjValido, digitos, emailValido, telefoneValido } from '@/domain/validacao'

export const TODOS_OBRIGATORIOS = 'Todos os campos são obrigatórios'
export const LIMITES = { nome: 100, municipio: 100, email: 100, motivoMin: 10, motivoMax: 2000, telefone: 14 } as const

/** A text field: absent → 'Todos os campos são obrigatórios' (an API client), empty → the field's own message. */
const texto = () => z.string({ error: TODOS_OBRIGATORIOS }).trim()

export const esquemaSolicitacao = z.object({
  nome: texto()
    .min(1, 'Campo Nome é obrigatório')
    .max(LIMITES.nome, 'Nome não pode exceder 100 caracteres')
    .refine((v) => v.length >= 3, 'Nome inválido'),
  cpfCnpj: texto().refine(cpfOuCnpjValido, 'CPF/CNPJ inválido'),
  municipio: texto().max(LIMITES.municipio, 'Município não pode exceder 100 caracteres').refine((v) => v.length >= 2, 'Município é obrigatório'),
  telefone: texto().max(LIMITES.telefone, 'Telefone não pode exceder 14 caracteres').refine(telefoneValido, 'Telefone inválido'),
  email: texto().max(LIMITES.email, 'Email não pode exceder 100 caracteres').refine(emailValido, 'E-mail inválido'),
  valor: z.number({ error: 'Valor inválido' }).finite('Valor inválido').gt(0, 'Valor inválido').max(1e12, 'Valor inválido'),
  motivo: texto()
    .max(LIMITES.motivoMax, 'Motivo não pode exceder 2000 caracteres')
    .refine((v) => v.length >= LIMITES.motivoMin, 'Motivo é obrigatório e deve ter pelo menos 10 caracteres'),
})
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
