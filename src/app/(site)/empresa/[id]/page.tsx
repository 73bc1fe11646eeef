import { paginaDoProduto } from '@/features/produtos/paginas'

const pagina = paginaDoProduto('ICS')
export const generateMetadata = pagina.generateMetadata
export default pagina.Pagina
