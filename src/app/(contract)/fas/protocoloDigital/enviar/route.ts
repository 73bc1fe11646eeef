import { definicaoEnviarProtocolo } from '@/features/protocolo/servidor'
import { rotaDeFormulario } from '@/dados/formularios/rota'

/** POST /fas/protocoloDigital/enviar (spec 3 §7): features/protocolo/servidor.ts. */
export const POST = rotaDeFormulario(definicaoEnviarProtocolo)
