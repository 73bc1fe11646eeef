import { z } from 'zod'

/**
 * The second factor's one-field form, shared by the back-office screen and the
 * endpoints: exactly six digits (spaces dropped, as apps show "123 456").
 */
export const esquemaCodigo = z.object({
  codigo: z
    .string({ error: 'Informe o código de verificação.' })
    .transform((s) => s.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Informe os 6 dígitos do código de verificação.')),
})
