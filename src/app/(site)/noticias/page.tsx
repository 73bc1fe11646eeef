import { metadadosNoticias, PaginaNoticias } from '@/features/noticias/PaginaNoticias'

export const generateMetadata = metadadosNoticias
export default PaginaNoticias
