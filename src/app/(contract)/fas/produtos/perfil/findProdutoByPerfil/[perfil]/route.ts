import { z } from 'zod'

import { parsePerfil } from '@/domain/perfil'
import { rotaLegada } from '@/server/borda/contrato/rota-legada'
import { listarProdutos } from '@/dados/produtos'

const params = z.object({
  perfil: z.string().transform((v, ctx) => parsePerfil(v) ?? (ctx.addIssue({ code: 'custom', message: 'valor inválido. Use AGRO, ICS, PUB ou INV.' }), z.NEVER)),
})

/**
 * GET /fas/produtos/perfil/findProdutoByPerfil/{AGRO|ICS|PUB|INV} (spec 1 §7):
 * the published products of a profile with the spec's field names.
 */
export const GET = rotaLegada({
  nome: 'findProdutoByPerfil',
  params,
  executar: ({ params }) => listarProdutos(params.perfil),
})
