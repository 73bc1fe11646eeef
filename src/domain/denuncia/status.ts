/** A report's workflow, as the team moves it and the reporter's lookup shows it: its definition's (submissao.ts). */
import { DENUNCIA } from './submissao'

/** The status as the reporter reads it ('Em análise'); an unknown value as it is. */
export function rotuloDoStatus(status: string): string {
  return DENUNCIA.situacoes.find((o) => o.value === status)?.label ?? status
}
