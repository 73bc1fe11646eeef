import { definicaoUploadNeutro } from '@/features/cadastros/servidor'
import { rotaDeFormulario } from '@/dados/formularios/rota'

/** POST /site-api/formulario/uploadNeutro (spec 3 §7): features/cadastros/servidor.ts. */
export const POST = rotaDeFormulario(definicaoUploadNeutro)
