import { formatarReais } from '@/domain/validacao'

/** Money in reais, as the e-mail, the PDF and the check-your-answers step show it; everything else as the catalogue reads it. */
export const formatarCampo = (d: { widget: string }, v: unknown) => (d.widget === 'dinheiro' && typeof v === 'number' ? formatarReais(v) : undefined)
