import { metadadosNoticia, PaginaNoticia } from '@/features/noticias/PaginaNoticia'

export const generateMetadata = metadadosNoticia
export default PaginaNoticia
