import { z } from 'zod'

import { csvAberto, registroAberto } from '@/domain/dados-abertos'
import { lerConsulta, listaDePublicacoes, PRIMEIRO_ANO } from '@/domain/transparencia'
import { respostaDeValidacao, rotaLegada } from '@/server/borda/contrato/rota-legada'
import { env } from '@/server/plataforma/env'
import { listarTiposPublicacao, publicacoesDe } from '@/dados/transparencia'

/**
 * The month and year filters as the description states them (month 0–11, year from 2015 to the current one):
 * a filter out of range is refused (400), not silently dropped (a client would take the whole list for the filtered one).
 */
const filtros = z.object({
  month: z.string().regex(/^(\d|1[01])$/, 'deve ser um mês de 0 (janeiro) a 11 (dezembro).').optional(),
  year: z
    .string()
    .regex(/^\d{4}$/, 'deve ser um ano com 4 dígitos.')
    .refine((a) => Number(a) >= PRIMEIRO_ANO && Number(a) <= Math.max(new Date().getFullYear(), PRIMEIRO_ANO), `deve ser um ano de ${PRIMEIRO_ANO} até o atual.`)
    .optional(),
})

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
    const sp = Object.fromEntries(new URL(req.url).searchParams)
    const conferidos = filtros.safeParse({ month: sp.month || undefined, year: sp.year || undefined })
    if (!conferidos.success) return respostaDeValidacao(conferidos.error)
    // The whole list, not a page of it.
    const consulta = lerConsulta(sp, new Date())
    const registros = listaDePublicacoes(await publicacoesDe(tipo), consulta).todas.map((p) => registroAberto(p, env().siteUrl))
    const nome = `publicacoes-${tipo ?? 'todas'}.${formato}`
    const comum = { 'Content-Disposition': `inline; filename="${nome}"`, 'Cache-Control': 'no-cache', 'Access-Control-Allow-Origin': '*' }
    if (formato === 'json') return Response.json(registros, { headers: comum })
    return new Response(csvAberto(registros), { headers: { ...comum, 'Content-Type': 'text/csv; charset=utf-8' } })
  },
})
