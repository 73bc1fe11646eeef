import { z } from 'zod'

import { rotaLegada } from '@/server/borda/contrato/rota-legada'
import { servirPublicacao } from '@/dados/servir-publicacao'

/**
 * GET /transparencia/download?idPublicacao={id} (spec 2 §7): the file of a
 * published publication, under its real name and type. Drafts answer 404 like
 * unknown ids, so their existence does not leak.
 */
export const GET = rotaLegada({
  nome: 'downloadPublicacao',
  executar: async ({ req }) => {
    const id = z.string().regex(/^\d{1,9}$/).transform(Number).safeParse(new URL(req.url).searchParams.get('idPublicacao') ?? '')
    if (!id.success) return Response.json({ message: 'idPublicacao: deve ser um número inteiro positivo.' }, { status: 400 })
    return servirPublicacao(req, id.data)
  },
})
