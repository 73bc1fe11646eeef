import { definicaoMensagemDenuncia } from '@/features/denuncias/servidor'
import { rotaDeFormulario } from '@/dados/formularios/rota'

/** POST /site-api/denuncias/mensagem: the reporter's reply and files, by receipt, rate-limited like the lookup (features/denuncias/servidor.ts). */
export const POST = rotaDeFormulario(definicaoMensagemDenuncia)
