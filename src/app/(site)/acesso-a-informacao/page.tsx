import { PaginaDeSecoes } from '@/features/direitos/PaginaDeSecoes'
import { paginaInstitucionalDe } from '@/features/institucional/paginas'

/** /acesso-a-informacao: the LAI hub (art. 8), one section per item of the CGU's guide, kept by staff. */
const pagina = paginaInstitucionalDe('acesso-a-informacao', PaginaDeSecoes)
export const generateMetadata = pagina.generateMetadata
export default pagina.Pagina
