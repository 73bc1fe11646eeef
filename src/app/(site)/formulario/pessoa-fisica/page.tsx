import { FormularioCadastroPf } from '@/features/cadastros/FormularioCadastroPf.client'
import { paginaDeCadastro } from '@/features/cadastros/paginas'

const pagina = paginaDeCadastro('fisica', FormularioCadastroPf)
export const metadata = pagina.metadata
export default pagina.Pagina
