import { rotaLegada } from '@/server/borda/contrato/rota-legada'
import { listarQualificacoesPj } from '@/server/servicos/cadastros/listas'
import { respostaDeReferencia } from '@/server/servicos/cadastros/resposta'

/** GET /site-api/formulario/qualificacaoPj (spec 3 §7): legal natures in force {id: code, descricao}, by description. */
export const GET = rotaLegada({
  nome: 'formularioQualificacaoPj',
  executar: () => Promise.resolve(respostaDeReferencia(listarQualificacoesPj())),
})
