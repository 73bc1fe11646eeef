import { respostaDeReferencia } from '@/server/servicos/cadastros/resposta'
import { rotaLegada } from '@/server/borda/contrato/rota-legada'
import { listarPrefixosEndereco } from '@/dados/referencias-cadastro'

/** GET /site-api/formulario/prefixoEndereco (spec 3 §7): street types {descricao}, non-empty only, by description (back-office: Cadastros). */
export const GET = rotaLegada({
  nome: 'formularioPrefixoEndereco',
  executar: async () => respostaDeReferencia(await listarPrefixosEndereco()),
})
