import { respostaDeReferencia } from '@/server/servicos/cadastros/resposta'
import { rotaLegada } from '@/server/borda/contrato/rota-legada'
import { listarRegimesCasamento } from '@/dados/referencias-cadastro'

/** GET /site-api/formulario/regimeCasamento (spec 3 §7): property regimes {id, descRegimeCasamentoMaiusculo}, by description (back-office: Cadastros). */
export const GET = rotaLegada({
  nome: 'formularioRegimeCasamento',
  executar: async () => respostaDeReferencia(await listarRegimesCasamento()),
})
