import { definicaoConsultaDenuncia } from '@/features/denuncias/servidor'
import { rotaDeFormulario } from '@/dados/formularios/rota'

/** POST /site-api/denuncias/consulta (spec 3 §3 Report lookup), rate-limited: features/denuncias/servidor.ts. */
export const POST = rotaDeFormulario(definicaoConsultaDenuncia)
