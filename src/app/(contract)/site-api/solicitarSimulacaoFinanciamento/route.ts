import { esquemaSimulacao } from '@/features/simulador/schema'
import { rotaLegada } from '@/server/contrato/rota-legada'
import { simular } from '@/server/dados/simulacoes'
import { chaveDeIdempotencia } from '@/server/dados/submissoes'
import { municipioOficial } from '@/server/localidades'

/**
 * POST /site-api/solicitarSimulacaoFinanciamento (spec 1 §7): validates with the
 * simulator's own schema, chooses the line, computes the table and stores the
 * lead; answers {status: 200, data}. A repeated submission stores nothing new
 * and gets the same answer.
 */
export const POST = rotaLegada({
  nome: 'solicitarSimulacaoFinanciamento',
  corpo: esquemaSimulacao,
  executar: async ({ corpo, req }) => {
    const cidade = municipioOficial(corpo.uf, corpo.cidade)
    if (!cidade) {
      return Response.json(
        { message: `cidade: Cidade não encontrada em ${corpo.uf}`, erros: [{ campo: 'cidade', mensagem: `Cidade não encontrada em ${corpo.uf}` }] },
        { status: 400 },
      )
    }
    const pedido = { ...corpo, cidade }
    const data = await simular(pedido, chaveDeIdempotencia('simulacoes', req, pedido))
    return { status: 200, data }
  },
})
