/**
 * Time to compute a 60-month schedule (6 of grace), each system and grace mode:
 * `npx tsx bench/amortizacao.ts` (part of `npm run bench`). Median and p99 in
 * microseconds over many runs after a warm-up.
 */
import { calcularTabela, type CondicoesFinanciamento } from '../src/domain/amortizacao'

const VOLTAS = 20_000
const casos: [string, CondicoesFinanciamento][] = (['SAC', 'PRICE'] as const).flatMap((sistema) =>
  (['pagos', 'capitalizados'] as const).map(
    (jurosNaCarencia) => [`${sistema} ${jurosNaCarencia}`, { valor: 100_000, taxaMensal: 1, prazoMeses: 60, carenciaMeses: 6, sistema, jurosNaCarencia }] as [string, CondicoesFinanciamento],
  ),
)

for (const [nome, c] of casos) {
  for (let i = 0; i < 2_000; i++) calcularTabela(c)
  const tempos: number[] = []
  for (let i = 0; i < VOLTAS; i++) {
    const t0 = performance.now()
    calcularTabela(c)
    tempos.push(performance.now() - t0)
  }
  tempos.sort((a, b) => a - b)
  const us = (q: number) => (tempos[Math.floor(q * (tempos.length - 1))]! * 1000).toFixed(1)
  console.log(`tabela de 60 meses, ${nome}: mediana ${us(0.5)} µs, p99 ${us(0.99)} µs (${VOLTAS} cálculos)`)
}
