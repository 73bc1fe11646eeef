import 'server-only'

import type { LinhaCredito } from '@/domain/simulacao'
import type { LinhasCredito } from '@/payload-types'

import { payloadClient } from './payload'

/** A stored line as the simulator and the product pages read it. */
const paraLinha = (d: LinhasCredito): LinhaCredito => ({
  id: d.id,
  produto: d.produto,
  segmentos: d.segmentos ?? [],
  objetivos: d.objetivos ?? [],
  faturamentoMinimo: d.faturamentoMinimo,
  faturamentoMaximo: d.faturamentoMaximo,
  valorMinimo: d.valorMinimo,
  valorMaximo: d.valorMaximo,
  taxaMensal: d.taxaMensal,
  prazoMeses: d.prazoMeses,
  carenciaMeses: d.carenciaMeses,
  sistema: d.sistema,
  jurosNaCarencia: d.jurosNaCarencia,
  tarifas: (d.tarifas ?? []).map((t) => ({ nome: t.nome, tipo: t.tipo, valor: t.valor })),
  ativa: Boolean(d.ativa),
})

/**
 * The active credit lines. Read with overrideAccess: the lines are the commercial
 * team's (not public), and the simulation call only reveals the chosen one's
 * product, rate, term and grace.
 */
export async function listarLinhasAtivas(): Promise<LinhaCredito[]> {
  const payload = await payloadClient()
  const r = await payload.find({ collection: 'linhas-credito', where: { ativa: { equals: true } }, limit: 0, depth: 0, overrideAccess: true })
  return r.docs.map(paraLinha)
}

/**
 * The active lines linked to this product page, for its CET example (issue 32). Read with
 * overrideAccess like the simulator's: the page shows only each line's name, rate, term, fees and amount.
 */
export async function linhasDaPaginaDoProduto(produtoId: number): Promise<LinhaCredito[]> {
  const payload = await payloadClient()
  const r = await payload.find({
    collection: 'linhas-credito',
    where: { and: [{ ativa: { equals: true } }, { paginaDoProduto: { equals: produtoId } }] },
    sort: 'produto',
    limit: 10,
    depth: 0,
    overrideAccess: true,
  })
  return r.docs.map(paraLinha)
}
