import { rotaLegada } from '@/server/borda/contrato/rota-legada'
import { listarUfs } from '@/server/servicos/cadastros/listas'
import { respostaDeReferencia } from '@/server/servicos/cadastros/resposta'

/** GET /site-api/formulario/uf (spec 3 §7): the 27 states {id: IBGE code, siglaUF}, by abbreviation. */
export const GET = rotaLegada({
  nome: 'formularioUf',
  executar: () => Promise.resolve(respostaDeReferencia(listarUfs())),
})
