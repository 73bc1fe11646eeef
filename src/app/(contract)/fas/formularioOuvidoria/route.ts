import { definicaoOuvidoria } from '@/features/ouvidoria/servidor'
import { rotaDeFormulario } from '@/dados/formularios/rota'

/** POST /fas/formularioOuvidoria (spec 3 §7): features/ouvidoria/servidor.ts. */
export const POST = rotaDeFormulario(definicaoOuvidoria)
