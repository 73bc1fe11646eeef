import { rotaLegada } from '@/server/contrato/rota-legada'
import { listarPaises } from '@/server/cadastros/listas'
import { respostaDeReferencia } from '@/server/cadastros/resposta'

/** GET /site-api/formulario/pais (spec 3 §7): countries {id: ISO code, descPaisMaiusculo}, by name in Portuguese. */
export const GET = rotaLegada({
  nome: 'formularioPais',
  executar: () => Promise.resolve(respostaDeReferencia(listarPaises())),
})
