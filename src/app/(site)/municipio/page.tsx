import { paginaDaLista } from '@/features/produtos/paginas'

const pagina = paginaDaLista('PUB')
export const metadata = pagina.metadata
export default pagina.Pagina
