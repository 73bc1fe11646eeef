import { definicaoDenuncia } from '@/features/denuncias/servidor'
import { rotaDeFormulario } from '@/dados/formularios/rota'

/** POST /site-api/denuncias (spec 3 §3 Whistleblower report): features/denuncias/servidor.ts. */
export const POST = rotaDeFormulario(definicaoDenuncia)
