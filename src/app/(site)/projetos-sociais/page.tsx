import { metadadosProjetosSociais, PaginaProjetosSociais } from '@/features/institucional/PaginaProjetosSociais'

export const metadata = metadadosProjetosSociais
export default PaginaProjetosSociais
