import { metadadosFundoEstatal, PaginaFundoEstatal } from '@/features/institucional/PaginaFundoEstatal'

export const generateMetadata = metadadosFundoEstatal
export default PaginaFundoEstatal
