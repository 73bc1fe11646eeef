import { metadadosOrganograma, PaginaOrganograma } from '@/features/institucional/PaginaOrganograma'

export const metadata = metadadosOrganograma
export default PaginaOrganograma
