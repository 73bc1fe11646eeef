import { metadadosLicitacoes, PaginaLicitacoes } from '@/features/transparencia/PaginaLicitacoes'

export const metadata = metadadosLicitacoes
export default PaginaLicitacoes
