import 'server-only'

import { diaNoFusoDoSite } from '@/domain/datas'
import { prestacaoDeContas, ultimoAnoFechado, type PrestacaoDeContas } from '@/domain/ouvidoria/prestacao-contas'
import { casosDaOuvidoria } from '@/dados/prestacao-contas-ouvidoria'

export interface Relatorios {
  /** The current year so far, month by month. */
  anoCorrente: { ano: number; ate: string; contas: PrestacaoDeContas }
  /** The annual report (Lei 13.460/2017 art. 15): the last closed year. */
  anual: { ano: number; contas: PrestacaoDeContas }
}

/** Both accounts the page shows, from one read of the cases of the last closed year to today. */
export async function lerRelatorios(agora = new Date()): Promise<Relatorios> {
  const hoje = diaNoFusoDoSite(agora)
  const ano = ultimoAnoFechado(hoje)
  const casos = await casosDaOuvidoria(`${ano}-01-01`, hoje)
  return {
    anoCorrente: { ano: ano + 1, ate: hoje, contas: prestacaoDeContas(casos, `${ano + 1}-01-01`, hoje) },
    anual: { ano, contas: prestacaoDeContas(casos, `${ano}-01-01`, `${ano}-12-31`) },
  }
}

/** The annual report alone (the PDF). */
export async function lerRelatorioAnual(agora = new Date()): Promise<Relatorios['anual']> {
  return (await lerRelatorios(agora)).anual
}
