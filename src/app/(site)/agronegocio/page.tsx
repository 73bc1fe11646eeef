import { paginaDaLista } from '@/features/produtos/paginas'

const pagina = paginaDaLista('AGRO')
export const metadata = pagina.metadata
export default pagina.Pagina
