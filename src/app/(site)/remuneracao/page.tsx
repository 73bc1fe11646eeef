import { metadadosRemuneracao, PaginaRemuneracao } from '@/features/institucional/PaginaRemuneracao'

export const metadata = metadadosRemuneracao
export default PaginaRemuneracao
