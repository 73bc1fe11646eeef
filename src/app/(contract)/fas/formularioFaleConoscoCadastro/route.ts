import { definicaoFaleConosco } from '@/features/fale-conosco/servidor'
import { rotaDeFormulario } from '@/dados/formularios/rota'

/** POST /fas/formularioFaleConoscoCadastro (spec 3 §7): features/fale-conosco/servidor.ts. */
export const POST = rotaDeFormulario(definicaoFaleConosco)
