import { definicaoOuvidoriaJson } from '@/features/ouvidoria/servidor'
import { rotaDeFormulario } from '@/dados/formularios/rota'

/** POST /fas/formularioOuvidoria/json: the site's own page, same handler, JSON answers (features/ouvidoria/servidor.ts). */
export const POST = rotaDeFormulario(definicaoOuvidoriaJson)
