import { respostaDeReferencia } from '@/server/servicos/cadastros/resposta'
import { rotaLegada } from '@/server/borda/contrato/rota-legada'
import { listarEnquadramentosPep } from '@/dados/referencias-cadastro'

/** GET /site-api/formulario/tipoEnquadramentoPessoaExpostaPoliticamente (spec 3 §7): PEP framings {id, descricao}, by id (back-office: Cadastros). */
export const GET = rotaLegada({
  nome: 'formularioTipoEnquadramentoPessoaExpostaPoliticamente',
  executar: async () => respostaDeReferencia(await listarEnquadramentosPep()),
})
