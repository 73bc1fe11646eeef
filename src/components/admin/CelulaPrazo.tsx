import type { DefaultCellComponentProps } from 'payload'

import { diaNoFusoDoSite } from '@/domain/datas'
import { formatarDia, textoDoPrazo } from '@/domain/equipe/formatos'

/**
 * The case's deadline column (`prazo`, every submission kind): the date, and for a case
 * still open how long is left ('vence em 2 dias', 'vence hoje'); an overdue one in bold
 * red with the words 'atrasado há 3 dias' (not the colour alone). A closed case shows the
 * date only. The kind's closed statuses come as this component's prop (collections/caso/campos.ts).
 */
export function CelulaPrazo({ cellData, rowData, encerradas = [] }: DefaultCellComponentProps & { encerradas?: readonly string[] }) {
  if (typeof cellData !== 'string' || !cellData) return <span>—</span>
  const data = formatarDia(cellData)
  const situacao = (rowData as { situacao?: string }).situacao
  if (situacao && encerradas.includes(situacao)) return <span style={{ whiteSpace: 'nowrap' }}>{data}</span>
  const { texto, atrasado } = textoDoPrazo(cellData, diaNoFusoDoSite(new Date()))
  if (atrasado) {
    return (
      <strong style={{ color: '#b42318', whiteSpace: 'nowrap' }}>
        {data} · {texto}
      </strong>
    )
  }
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {data} · {texto}
    </span>
  )
}
