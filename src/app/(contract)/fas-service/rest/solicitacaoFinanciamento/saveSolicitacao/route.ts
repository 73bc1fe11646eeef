import { definicaoSolicitacao } from '@/features/solicitacao/servidor'
import { rotaDeFormulario } from '@/dados/formularios/rota'

/** POST /fas-service/rest/solicitacaoFinanciamento/saveSolicitacao (spec 1 §7): features/solicitacao/servidor.ts. */
export const POST = rotaDeFormulario(definicaoSolicitacao)
