/** A report's workflow, as the team moves it and the reporter's lookup shows it. */
export const OPCOES_STATUS_DENUNCIA = [
  { value: 'recebida', label: 'Recebida' },
  { value: 'em-analise', label: 'Em análise' },
  { value: 'concluida', label: 'Concluída' },
  { value: 'arquivada', label: 'Arquivada' },
] as const

/** A report's statuses that end it (out of the team's queue). */
export const STATUS_DENUNCIA_ENCERRADOS = ['concluida', 'arquivada'] as const satisfies readonly StatusDenuncia[]

export type StatusDenuncia = (typeof OPCOES_STATUS_DENUNCIA)[number]['value']

/** The status as the reporter reads it ('Em análise'); an unknown value as it is. */
export function rotuloDoStatus(status: string): string {
  return OPCOES_STATUS_DENUNCIA.find((o) => o.value === status)?.label ?? status
}
