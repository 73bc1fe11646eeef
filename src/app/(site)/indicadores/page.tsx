import { metadadosIndicadores, PaginaIndicadores } from '@/features/indicadores/PaginaIndicadores'

export const metadata = metadadosIndicadores
export default PaginaIndicadores
