import { Historia } from '@/features/institucional/Historia'
import { paginaInstitucionalDe } from '@/features/institucional/paginas'

const pagina = paginaInstitucionalDe('historia', Historia)
export const generateMetadata = pagina.generateMetadata
export default pagina.Pagina
