/**
 * The CET a product page shows beside its conditions (Res. CMN 4.881/2020): one
 * representative example computed from the credit line the simulator uses, with
 * the same schedule, the line's fees and the IOF on company credit. Pure.
 */
import { calcularTabela } from './amortizacao'
import { calcularCet, type AliquotasIof, type CustoEfetivo, type Tarifa } from './cet'
import type { LinhaCredito } from './simulacao'
import { cetAoAno, taxaAoMes } from './taxas-texto'
import { formatarReais } from './validacao'

/** The example: the amount and the line's terms it was computed on, and its CET. */
export interface ExemploDeCet extends CustoEfetivo {
  valor: number
  linha: Pick<LinhaCredito, 'produto' | 'taxaMensal' | 'prazoMeses' | 'carenciaMeses' | 'sistema' | 'tarifas'>
  iofAplicado: AliquotasIof
}

/**
 * The example on the line's minimum amount (with fixed fees the CET is highest
 * there, so the example never understates it; a line without a minimum uses its
 * maximum). Null when there is no amount, or the charges leave nothing released:
 * the page then says nothing rather than invent a figure.
 */
export function exemploDeCet(linha: LinhaCredito, iof: AliquotasIof): ExemploDeCet | null {
  const valor = linha.valorMinimo > 0 ? linha.valorMinimo : linha.valorMaximo
  if (!(valor > 0)) return null
  const { produto, taxaMensal, prazoMeses, carenciaMeses, sistema, tarifas, jurosNaCarencia } = linha
  const tabela = calcularTabela({ valor, taxaMensal, prazoMeses, carenciaMeses, sistema, jurosNaCarencia })
  try {
    return { valor, linha: { produto, taxaMensal, prazoMeses, carenciaMeses, sistema, tarifas }, iofAplicado: iof, ...calcularCet(valor, tabela, { iof, tarifas }) }
  } catch {
    return null
  }
}

const percentual = (v: number) => `${v.toLocaleString('pt-BR', { maximumFractionDigits: 4 })}%`

/** One fee as the page states it: 'Tarifa de cadastro (R$ 200,00)' or 'Tarifa de estruturação (1% do valor)'. */
const tarifaEmTexto = (t: Tarifa) => `${t.nome} (${t.tipo === 'percentual' ? `${percentual(t.valor)} do valor` : formatarReais(t.valor)})`

/** The example in one sentence: the amount, the term and grace, the system, the rate, the fees and the IOF, then the CET. */
export function textoDoExemploDeCet(e: ExemploDeCet): string {
  const l = e.linha
  const prazo = `${l.prazoMeses} ${l.prazoMeses === 1 ? 'mês' : 'meses'}${l.carenciaMeses ? `, com ${l.carenciaMeses} de carência` : ', sem carência'}`
  const tarifas = l.tarifas.length ? `tarifas de ${formatarReais(e.tarifas)}: ${l.tarifas.map(tarifaEmTexto).join('; ')}` : 'sem tarifas'
  return (
    `Exemplo na linha ${l.produto}: ${formatarReais(e.valor)} em ${prazo}, sistema ${l.sistema === 'PRICE' ? 'Price' : 'SAC'}, taxa de ${taxaAoMes(l.taxaMensal)}, ` +
    `${tarifas}, IOF de ${formatarReais(e.iof)}; valor liberado ${formatarReais(e.valorLiberado)}. CET: ${cetAoAno(e.cet)}`
  )
}

/** Where the IOF of the example comes from: the settings' rates for companies and the decree. */
export function textoDoIof(a: AliquotasIof): string {
  return `IOF de empresa: ${percentual(a.diariaPercentual)} ao dia sobre cada parcela do principal, por até 365 dias, mais ${percentual(a.adicionalPercentual)} sobre o valor (Decreto nº 6.306/2007, art. 7º).`
}
