import type { DefaultCellComponentProps } from 'payload'

import { emAberto } from '@/domain/ouvidoria/manifestacao'
import { dataNoFusoDaAgencia, diasRestantes } from '@/domain/ouvidoria/prazo'

/**
 * The deadline column of the ombudsman's list: the date, and for a message
 * still owed an answer how long is left; an overdue one in bold red with the
 * word "Atrasada" (not the colour alone), so it stands out in the list.
 */
export function CelulaPrazo({ cellData, rowData }: DefaultCellComponentProps) {
  if (typeof cellData !== 'string' || !cellData) return <span>—</span>
  const prazo = cellData.slice(0, 10)
  const [ano, mes, dia] = prazo.split('-')
  const data = `${dia}/${mes}/${ano}`
  if (!emAberto((rowData as { situacao?: string }).situacao)) return <span>{data}</span>
  const restam = diasRestantes(prazo, dataNoFusoDaAgencia(new Date()))
  if (restam < 0) {
    return (
      <strong style={{ color: '#b42318' }}>
        {data} · Atrasada há {-restam} {-restam === 1 ? 'dia' : 'dias'}
      </strong>
    )
  }
  return (
    <span>
      {data} · {restam === 0 ? 'vence hoje' : `faltam ${restam} ${restam === 1 ? 'dia' : 'dias'}`}
    </span>
  )
}
