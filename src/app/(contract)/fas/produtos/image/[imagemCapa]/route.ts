import { z } from 'zod'

import { rotaLegada } from '@/server/borda/contrato/rota-legada'
import { servirImagem } from '@/dados/servir-imagem'

/** GET /fas/produtos/image/{imagemCapa} (spec 1 §7): a product's cover image. */
export const GET = rotaLegada({
  nome: 'imagemProduto',
  params: z.object({ imagemCapa: z.string() }),
  executar: ({ params, req }) => servirImagem(req, params.imagemCapa),
})
