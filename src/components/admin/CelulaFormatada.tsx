import type { DefaultCellComponentProps } from 'payload'

import { formatarParaEquipe, type FormatoDaEquipe } from '@/domain/equipe/formatos'

/**
 * A list cell as staff read it (money 'R$ 250.000,00', CPF/CNPJ and phone masked, dates pt-BR).
 * The field's format comes from its definition (domain/equipe/formatos.ts: formatoDoWidget), passed
 * as this component's prop by the collection (collections/equipe/celulas.ts).
 */
export function CelulaFormatada({ cellData, formato }: DefaultCellComponentProps & { formato?: FormatoDaEquipe }) {
  const texto = formatarParaEquipe(cellData, formato)
  return <span style={{ whiteSpace: 'nowrap' }}>{texto || '—'}</span>
}
