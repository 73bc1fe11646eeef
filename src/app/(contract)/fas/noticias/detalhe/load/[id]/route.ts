import { z } from 'zod'

import { noticiaLegada } from '@/domain/noticia'
import { rotaLegada } from '@/server/borda/contrato/rota-legada'
import { noticiaPorId } from '@/dados/noticias'

/** GET /fas/noticias/detalhe/load/{id} (spec 1 §7): one published news item; 404 when there is none, 400 for an id that is not 1 or more (0 included). */
export const GET = rotaLegada({
  nome: 'noticiaDetalhe',
  params: z.object({ id: z.string().regex(/^[1-9]\d{0,8}$/, 'deve ser um número inteiro positivo.').transform(Number) }),
  executar: async ({ params }) => {
    const n = await noticiaPorId(params.id)
    if (!n) return Response.json({ message: 'Notícia não encontrada.' }, { status: 404 })
    return noticiaLegada(n)
  },
})
