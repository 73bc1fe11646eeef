import { rotaLegada } from '@/server/contrato/rota-legada'
import { listarUfs } from '@/server/cadastros/listas'
import { respostaDeReferencia } from '@/server/cadastros/resposta'

/** GET /site-api/formulario/uf (spec 3 §7): the 27 states {id: IBGE code, siglaUF}, by abbreviation. */
export const GET = rotaLegada({
  nome: 'formularioUf',
  executar: () => Promise.resolve(respostaDeReferencia(listarUfs())),
})
