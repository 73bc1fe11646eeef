/** A line chart's geometry for a small SVG (server-rendered, no library). */
export interface Linha {
  /** The SVG path ("M x y L x y …"), empty with fewer than 2 points. */
  caminho: string
  minimo: number
  maximo: number
}

/**
 * Scales the values into a `largura` x `altura` box with `margem` around: the
 * first value on the left, the smallest at the bottom. A flat series is drawn
 * across the middle.
 */
export function linhaDoGrafico(valores: readonly number[], largura: number, altura: number, margem = 2): Linha {
  const finitos = valores.filter(Number.isFinite)
  if (finitos.length < 2) return { caminho: '', minimo: finitos[0] ?? 0, maximo: finitos[0] ?? 0 }
  const minimo = Math.min(...finitos)
  const maximo = Math.max(...finitos)
  const faixa = maximo - minimo
  const passo = (largura - 2 * margem) / (finitos.length - 1)
  const y = (v: number) => (faixa === 0 ? altura / 2 : margem + (1 - (v - minimo) / faixa) * (altura - 2 * margem))
  const caminho = finitos.map((v, i) => `${i === 0 ? 'M' : 'L'}${(margem + i * passo).toFixed(1)} ${y(v).toFixed(1)}`).join(' ')
  return { caminho, minimo, maximo }
}
