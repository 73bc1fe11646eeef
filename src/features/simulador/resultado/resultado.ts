/**
 * The saved simulation (spec 3 §3 Simulation) as the result page and its PDF
 * read it: checked, because local storage is the visitor's to change.
 */
import { z } from 'zod'

const dinheiro = z.number().finite()

export const esquemaResultado = z.object({
  objetivoFinanciamento: z.string().max(100),
  linhaEscolhida: z.object({
    produto: z.string().max(150),
    taxa: z.number().finite().min(0).max(100),
    prazo: z.number().int().min(1).max(600),
    carencia: z.number().int().min(0).max(600),
  }),
  periodoAmortizacao: z
    .array(z.object({ mes: z.number().int().min(1), saldoDevedor: dinheiro, amortizacao: dinheiro, juros: dinheiro, prestacao: dinheiro }))
    .min(1)
    .max(600),
})
export type Resultado = z.output<typeof esquemaResultado>

/** The saved value as a result, or null when there is none or it is not one (spec 3: 'Não há dados disponíveis para exibir.'). */
export function lerComoResultado(valor: unknown): Resultado | null {
  const r = esquemaResultado.safeParse(valor)
  return r.success ? r.data : null
}

export const SEM_DADOS = 'Não há dados disponíveis para exibir.'

export const AVISO_SIMULACAO =
  'Os valores das parcelas são aproximados. Esta simulação não é uma proposta de crédito: as condições podem mudar sem aviso, e a concessão do crédito depende de análise e aprovação.'

/** Monthly rate as '1,15% a.m.'. */
export function taxaAoMes(t: number): string {
  return `${t.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 4 })}% a.m.`
}
