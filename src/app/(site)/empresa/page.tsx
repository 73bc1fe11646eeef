import { paginaDaLista } from '@/features/produtos/paginas'

const pagina = paginaDaLista('ICS')
export const metadata = pagina.metadata
export default pagina.Pagina
