import { z } from '@/domain/zod'

/** The letters of a recovery code: no 0/o, 1/l/i, so it reads back from paper without doubt. */
export const ALFABETO_RECUPERACAO = 'abcdefghjkmnpqrstuvwxyz23456789'
/** A recovery code's length (about 49 bits), shown as two groups of five: `abcde-fghjk`. */
export const TAMANHO_RECUPERACAO = 10

const RECUPERACAO = new RegExp(`^[${ALFABETO_RECUPERACAO}]{${TAMANHO_RECUPERACAO}}$`)

/** Whether a typed code (already normalised) is a recovery code rather than the app's six digits. */
export function ehCodigoDeRecuperacao(codigo: string): boolean {
  return RECUPERACAO.test(codigo)
}

/**
 * The second factor's one-field form, shared by the back-office screen and the
 * endpoints: six digits (spaces dropped, as apps show "123 456"), or one of the
 * account's recovery codes (case, spaces and the hyphen do not matter).
 */
export const esquemaCodigo = z.object({
  codigo: z
    .string({ error: 'Informe o código de verificação.' })
    .transform((s) => (/^[\d\s]+$/.test(s) ? s.replace(/\s+/g, '') : s.replace(/[\s-]+/g, '').toLowerCase()))
    .pipe(z.string().refine((s) => /^\d{6}$/.test(s) || ehCodigoDeRecuperacao(s), 'Informe os 6 dígitos do código de verificação.')),
})
