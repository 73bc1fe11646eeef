import { ModeloDeNegocio } from '@/features/institucional/ModeloDeNegocio'
import { paginaInstitucionalDe } from '@/features/institucional/paginas'

const pagina = paginaInstitucionalDe('modelo-de-negocio', ModeloDeNegocio)
export const generateMetadata = pagina.generateMetadata
export default pagina.Pagina
