import { rotaLegada } from '@/server/borda/contrato/rota-legada'
import { listarPaises } from '@/server/servicos/cadastros/listas'
import { respostaDeReferencia } from '@/server/servicos/cadastros/resposta'

/** GET /site-api/formulario/pais (spec 3 §7): countries {id: ISO code, descPaisMaiusculo}, by name in Portuguese. */
export const GET = rotaLegada({
  nome: 'formularioPais',
  executar: () => Promise.resolve(respostaDeReferencia(listarPaises())),
})
