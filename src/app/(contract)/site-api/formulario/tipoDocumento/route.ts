import { respostaDeReferencia } from '@/server/servicos/cadastros/resposta'
import { rotaLegada } from '@/server/borda/contrato/rota-legada'
import { listarTiposDocumento } from '@/dados/referencias-cadastro'

/** GET /site-api/formulario/tipoDocumento (spec 3 §7): identity document types {idTipoDocumento, descricao, sigla}, by description (back-office: Cadastros). */
export const GET = rotaLegada({
  nome: 'formularioTipoDocumento',
  executar: async () => respostaDeReferencia(await listarTiposDocumento()),
})
