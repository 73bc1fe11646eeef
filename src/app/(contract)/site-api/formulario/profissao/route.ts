import { rotaLegada } from '@/server/borda/contrato/rota-legada'
import { listarProfissoes } from '@/server/servicos/cadastros/listas'
import { respostaDeReferencia } from '@/server/servicos/cadastros/resposta'

/** GET /site-api/formulario/profissao (spec 3 §7): CBO 2002 occupations {id, descricao}, by description. */
export const GET = rotaLegada({
  nome: 'formularioProfissao',
  executar: () => Promise.resolve(respostaDeReferencia(listarProfissoes())),
})
