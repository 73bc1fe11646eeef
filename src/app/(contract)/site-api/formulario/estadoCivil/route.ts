import { respostaDeReferencia } from '@/server/servicos/cadastros/resposta'
import { rotaLegada } from '@/server/borda/contrato/rota-legada'
import { listarEstadosCivis } from '@/dados/referencias-cadastro'

/** GET /site-api/formulario/estadoCivil (spec 3 §7): marital statuses {id, descEstadoCivilMaiusculo}, by description (back-office: Cadastros). */
export const GET = rotaLegada({
  nome: 'formularioEstadoCivil',
  executar: async () => respostaDeReferencia(await listarEstadosCivis()),
})
