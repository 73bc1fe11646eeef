import { definicaoSimulacao } from '@/features/simulador/servidor'
import { rotaDeFormulario } from '@/dados/formularios/rota'

/** POST /site-api/solicitarSimulacaoFinanciamento (spec 1 §7): features/simulador/servidor.ts. */
export const POST = rotaDeFormulario(definicaoSimulacao)
