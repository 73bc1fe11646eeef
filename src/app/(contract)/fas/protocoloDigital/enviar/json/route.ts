import { definicaoEnviarProtocoloJson } from '@/features/protocolo/servidor'
import { rotaDeFormulario } from '@/dados/formularios/rota'

/** POST /fas/protocoloDigital/enviar/json: the site's page's variant of enviar (features/protocolo/servidor.ts). */
export const POST = rotaDeFormulario(definicaoEnviarProtocoloJson)
