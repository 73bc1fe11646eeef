import { metadadosTransparencia, PaginaTransparencia } from '@/features/transparencia/PaginaTransparencia'

export const generateMetadata = metadadosTransparencia
export default PaginaTransparencia
