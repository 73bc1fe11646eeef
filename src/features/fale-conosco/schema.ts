/**
 * The contact form's schema (spec 3 §3, §5 Contact form): the form
 * (react-hook-form) and POST /fas/formularioFaleConoscoCadastro parse with it,
 * so the visitor and a legacy client get the same messages.
 */
import { z } from 'zod'

import { digitos, emailValido, telefoneValido } from '@/domain/validacao'

import { LIMITES } from './limites'

export const MENSAGEM_TAMANHO = 'Mensagem deve ter entre 10 e 2000 caracteres'
/** Spec 3 §5: the contact form says this for a missing captcha too. */
export const MENSAGEM_CAPTCHA = 'Captcha inválido!'

/** A text field: absent (a legacy client) or empty → 'Campo X é obrigatório' (and only that: the field's other rules skip an empty value). */
const obrigatorio = (rotulo: string) => z.string({ error: `Campo ${rotulo} é obrigatório` }).trim().min(1, `Campo ${rotulo} é obrigatório`)

export const esquemaFaleConosco = z.object({
  nome: obrigatorio('Nome').max(LIMITES.nome, 'Nome não pode exceder 100 caracteres').refine((v) => !v || v.length >= 3, 'Nome inválido'),
  email: obrigatorio('E-mail').max(LIMITES.email, 'E-mail não pode exceder 100 caracteres').refine((v) => !v || emailValido(v), 'E-mail inválido'),
  telefone: obrigatorio('Telefone').max(LIMITES.telefone, 'Telefone inválido').refine((v) => !v || telefoneValido(v), 'Telefone inválido'),
  empresa: z.string().trim().max(LIMITES.empresa, 'Empresa não pode exceder 100 caracteres').optional().default(''),
  municipio: obrigatorio('Município').max(LIMITES.municipio, 'Município não pode exceder 100 caracteres'),
  // Letters only, uppercased as typed: 'rs' is RS (spec 3 §5).
  uf: obrigatorio('UF')
    .transform((v) => v.toUpperCase())
    .refine((v) => !v || /^[A-Z]{2}$/.test(v), 'UF inválida'),
  mensagem: z
    .string({ error: MENSAGEM_TAMANHO })
    .trim()
    .refine((v) => v.length >= LIMITES.mensagemMin && v.length <= LIMITES.mensagemMax, MENSAGEM_TAMANHO),
})

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
