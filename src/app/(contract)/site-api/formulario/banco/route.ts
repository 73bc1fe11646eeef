import { rotaLegada } from '@/server/borda/contrato/rota-legada'
import { listarBancos } from '@/server/servicos/cadastros/listas'
import { respostaDeReferencia } from '@/server/servicos/cadastros/resposta'

/** GET /site-api/formulario/banco (spec 3 §7): banks {id: COMPE code, descricao}, by name. */
export const GET = rotaLegada({
  nome: 'formularioBanco',
  executar: () => Promise.resolve(respostaDeReferencia(listarBancos())),
})
