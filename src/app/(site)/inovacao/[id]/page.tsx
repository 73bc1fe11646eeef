import { paginaDoProduto } from '@/features/produtos/paginas'

const pagina = paginaDoProduto('INV')
export const generateMetadata = pagina.generateMetadata
export default pagina.Pagina
