import { definicaoAnexoProtocolo } from '@/features/protocolo/servidor'
import { rotaDeAnexo } from '@/dados/formularios/rota-de-anexo'

/** POST /fas/protocoloDigital/subirArquivo (spec 3 §7): one file per call, features/protocolo/servidor.ts. */
export const POST = rotaDeAnexo(definicaoAnexoProtocolo)
