import { rotaLegada } from '@/server/borda/contrato/rota-legada'
import { listarRamosAtividade } from '@/server/servicos/cadastros/listas'
import { respostaDeReferencia } from '@/server/servicos/cadastros/resposta'

/** GET /site-api/formulario/ramoAtividade (spec 3 §7): CNAE 2.3 subclasses {id, descricao}, by description. */
export const GET = rotaLegada({
  nome: 'formularioRamoAtividade',
  executar: () => Promise.resolve(respostaDeReferencia(listarRamosAtividade())),
})
