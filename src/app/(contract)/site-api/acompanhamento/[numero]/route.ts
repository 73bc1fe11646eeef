import { z } from 'zod'

import { NUMERO_NAO_ENCONTRADO } from '@/domain/submissao/mensagens-acompanhamento'
import { consultarAcompanhamento } from '@/dados/acompanhamento'
import { rotaLegada } from '@/server/borda/contrato/rota-legada'

const params = z.object({ numero: z.string().max(64, 'O número não pode exceder 64 caracteres.') })

/**
 * GET /site-api/acompanhamento/{numero} (issue 32): the status of any submission by its
 * number, in plain words, its dates, deadline and answer (domain/submissao/acompanhamento.ts);
 * 404 for an unknown number. Counted per client like the other lookups: a number is a key.
 */
export const GET = rotaLegada({
  nome: 'acompanhamento',
  limite: 'consulta',
  params,
  executar: async ({ params: { numero } }) => {
    const r = await consultarAcompanhamento(numero)
    const semGuardar = { 'Cache-Control': 'no-store' }
    return r ? Response.json(r, { headers: semGuardar }) : Response.json({ message: NUMERO_NAO_ENCONTRADO }, { status: 404, headers: semGuardar })
  },
})
