import { metadadosDaBusca, PaginaBusca } from '@/features/busca/PaginaBusca'

export const generateMetadata = metadadosDaBusca
export default PaginaBusca
