import { formatarDataIndicador, formatarValorIndicador, type FormatoIndicador } from '@/domain/indicadores'
import { linhaDoGrafico } from '@/domain/grafico'
import type { ObservacaoSgs } from '@/domain/sgs'

const LARGURA = 160
const ALTURA = 40

/**
 * A small line of an indicator's recent values, drawn on the server. The
 * picture is described in words (first and last value, low and high) for
 * screen readers.
 */
export function GraficoIndicador({ rotulo, historico, formato }: { rotulo: string; historico: ObservacaoSgs[]; formato: FormatoIndicador }) {
  const linha = linhaDoGrafico(historico.map((o) => o.valor), LARGURA, ALTURA)
  if (!linha.caminho) return <span className="text-tinta-suave">-</span>
  const primeira = historico[0]!
  const ultima = historico.at(-1)!
  const descricao =
    `${rotulo}: de ${formatarValorIndicador(primeira.valor, formato)} em ${formatarDataIndicador(primeira.data)} ` +
    `a ${formatarValorIndicador(ultima.valor, formato)} em ${formatarDataIndicador(ultima.data)}; ` +
    `mínimo ${formatarValorIndicador(linha.minimo, formato)}, máximo ${formatarValorIndicador(linha.maximo, formato)}.`
  return (
    <svg viewBox={`0 0 ${LARGURA} ${ALTURA}`} width={LARGURA} height={ALTURA} role="img" aria-label={descricao} className="max-w-full">
      <title>{descricao}</title>
      <path d={linha.caminho} fill="none" stroke="currentColor" strokeWidth="2" className="text-marca-700" vectorEffect="non-scaling-stroke" />
    </svg>
  )
}
