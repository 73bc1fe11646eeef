import { respostaDeReferencia } from '@/server/servicos/cadastros/resposta'
import { rotaLegada } from '@/server/borda/contrato/rota-legada'
import { listarTiposParteRelacionada } from '@/dados/referencias-cadastro'

/** GET /site-api/formulario/tipoEnquadramentoParteRelacionada (spec 3 §7): related-party kinds {id, descricao}, by id (back-office: Cadastros). */
export const GET = rotaLegada({
  nome: 'formularioTipoEnquadramentoParteRelacionada',
  executar: async () => respostaDeReferencia(await listarTiposParteRelacionada()),
})
