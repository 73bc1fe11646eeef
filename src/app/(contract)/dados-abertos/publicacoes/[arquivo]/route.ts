import { z } from 'zod'

import { csvAberto, registroAberto } from '@/domain/dados-abertos'
import { lerConsulta, listaDePublicacoes } from '@/domain/transparencia'
import { rotaLegada } from '@/server/contrato/rota-legada'
import { env } from '@/server/env'
import { listarTiposPublicacao, publicacoesDe } from '@/dados/transparencia'

/**
 * GET /dados-abertos/publicacoes/{categoria|todas}.{csv|json}: the same list a
 * publications page shows (same search and month/year filters), as open data.
 */
export const GET = rotaLegada({
  nome: 'dadosAbertosPublicacoes',
  params: z.object({
    arquivo: z
      .string()
      .regex(/^(\d{1,9}|todas)\.(csv|json)$/, 'use {categoria}.csv, {categoria}.json, todas.csv ou todas.json.')
      .transform((s) => {
        const [nome, formato] = s.split('.') as [string, 'csv' | 'json']
        return { tipo: nome === 'todas' ? null : Number(nome), formato }
      }),
  }),
  executar: async ({ params, req }) => {
    const { tipo, formato } = params.arquivo
    if (tipo !== null && !(await listarTiposPublicacao()).some((t) => t.id === tipo)) {
      return Response.json({ message: 'Categoria não encontrada.' }, { status: 404 })
    }
    // The whole list, not a page of it.
    const consulta = lerConsulta(Object.fromEntries(new URL(req.url).searchParams), new Date())
    const registros = listaDePublicacoes(await publicacoesDe(tipo), consulta).todas.map((p) => registroAberto(p, env().siteUrl))
    const nome = `publicacoes-${tipo ?? 'todas'}.${formato}`
    const comum = { 'Content-Disposition': `inline; filename="${nome}"`, 'Cache-Control': 'no-cache', 'Access-Control-Allow-Origin': '*' }
    if (formato === 'json') return Response.json(registros, { headers: comum })
    return new Response(csvAberto(registros), { headers: { ...comum, 'Content-Type': 'text/csv; charset=utf-8' } })
  },
})
