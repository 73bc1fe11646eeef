import { metadadosPublicacoes, PaginaPublicacoes } from '@/features/transparencia/PaginaPublicacoes'

export const generateMetadata = metadadosPublicacoes
export default PaginaPublicacoes
