import { definicaoFaleConoscoJson } from '@/features/fale-conosco/servidor'
import { rotaDeFormulario } from '@/dados/formularios/rota'

/** POST /fas/formularioFaleConoscoCadastro/json: the site's own page, same handler, JSON answers (features/fale-conosco/servidor.ts). */
export const POST = rotaDeFormulario(definicaoFaleConoscoJson)
