import { z } from 'zod'

import { rotaLegada } from '@/server/borda/contrato/rota-legada'
import { servirImagem } from '@/dados/servir-imagem'

/** GET /fas/noticias/image/{nomeImagemCapa} (spec 1 §7): a news cover image. */
export const GET = rotaLegada({
  nome: 'imagemNoticia',
  params: z.object({ nome: z.string() }),
  executar: ({ params, req }) => servirImagem(req, params.nome),
})
