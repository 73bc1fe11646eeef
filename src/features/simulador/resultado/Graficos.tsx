import { formatarReais } from '@/domain/validacao'

import type { Resultado } from './resultado'

const L = 640
const A = 220
const M = { esq: 64, dir: 12, topo: 12, base: 28 }

function escala(max: number) {
  const alto = A - M.topo - M.base
  return (v: number) => M.topo + alto - (max > 0 ? (v / max) * alto : 0)
}

function eixoY(max: number, y: (v: number) => number) {
  return [0, 0.5, 1].map((f) => (
    <g key={f}>
      <line x1={M.esq} x2={L - M.dir} y1={y(max * f)} y2={y(max * f)} className="stroke-gray-200" />
      <text x={M.esq - 6} y={y(max * f) + 4} textAnchor="end" className="fill-tinta-suave text-[11px]">
        {(max * f).toLocaleString('pt-BR', { notation: 'compact', maximumFractionDigits: 1 })}
      </text>
    </g>
  ))
}

/**
 * The balance over time and each instalment's split into interest and
 * amortization, as server-safe SVG. The table below is the text alternative;
 * each chart's label sums it up.
 */
export function Graficos({ resultado }: { resultado: Resultado }) {
  const t = resultado.periodoAmortizacao
  const n = t.length
  const largura = (L - M.esq - M.dir) / n
  const x = (i: number) => M.esq + i * largura

  const maxSaldo = Math.max(...t.map((p) => p.saldoDevedor), 1)
  const ySaldo = escala(maxSaldo)
  const linha = t.map((p, i) => `${i ? 'L' : 'M'}${(x(i) + largura / 2).toFixed(1)},${ySaldo(p.saldoDevedor).toFixed(1)}`).join(' ')

  const maxPrest = Math.max(...t.map((p) => p.prestacao), 1)
  const yPrest = escala(maxPrest)
  const primeiroAmortizando = t.find((p) => p.amortizacao > 0)

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <figure>
        <figcaption className="font-semibold text-marca-800">Saldo devedor ao longo do tempo</figcaption>
        <svg viewBox={`0 0 ${L} ${A}`} role="img" aria-label={`Saldo devedor: começa em ${formatarReais(t[0]!.saldoDevedor)} no mês 1 e chega a ${formatarReais(t.at(-1)!.saldoDevedor)} no mês ${n}.`} className="mt-2 h-auto w-full">
          {eixoY(maxSaldo, ySaldo)}
          <path d={linha} fill="none" strokeWidth="3" className="stroke-marca-700" />
          <text x={M.esq} y={A - 8} className="fill-tinta-suave text-[11px]">mês 1</text>
          <text x={L - M.dir} y={A - 8} textAnchor="end" className="fill-tinta-suave text-[11px]">mês {n}</text>
        </svg>
      </figure>
      <figure>
        <figcaption className="font-semibold text-marca-800">Composição de cada prestação</figcaption>
        <svg
          viewBox={`0 0 ${L} ${A}`}
          role="img"
          aria-label={`Prestações: ${primeiroAmortizando ? `a primeira com amortização, no mês ${primeiroAmortizando.mes}, é de ${formatarReais(primeiroAmortizando.prestacao)}, com ${formatarReais(primeiroAmortizando.juros)} de juros` : 'sem amortização'}; a última é de ${formatarReais(t.at(-1)!.prestacao)}.`}
          className="mt-2 h-auto w-full"
        >
          {eixoY(maxPrest, yPrest)}
          {t.map((p, i) => (
            <g key={p.mes}>
              <rect x={x(i) + 0.5} width={Math.max(largura - 1, 0.5)} y={yPrest(p.amortizacao)} height={yPrest(0) - yPrest(p.amortizacao)} className="fill-marca-700" />
              <rect x={x(i) + 0.5} width={Math.max(largura - 1, 0.5)} y={yPrest(p.amortizacao + p.juros)} height={yPrest(p.amortizacao) - yPrest(p.amortizacao + p.juros)} className="fill-amber-500" />
            </g>
          ))}
        </svg>
        <p className="mt-2 flex gap-4 text-sm" aria-hidden="true">
          <span className="inline-flex items-center gap-1">
            <span className="inline-block h-3 w-3 bg-marca-700" /> Amortização
          </span>
          <span className="inline-flex items-center gap-1">
            <span className="inline-block h-3 w-3 bg-amber-500" /> Juros
          </span>
        </p>
      </figure>
    </div>
  )
}
