import { FormularioCadastroPj } from '@/features/cadastros/FormularioCadastroPj.client'
import { paginaDeCadastro } from '@/features/cadastros/paginas'

const pagina = paginaDeCadastro('juridica', FormularioCadastroPj)
export const metadata = pagina.metadata
export default pagina.Pagina
