import { paginaDoProduto } from '@/features/produtos/paginas'

const pagina = paginaDoProduto('PUB')
export const generateMetadata = pagina.generateMetadata
export default pagina.Pagina
