import { paginaDoProduto } from '@/features/produtos/paginas'

const pagina = paginaDoProduto('AGRO')
export const generateMetadata = pagina.generateMetadata
export default pagina.Pagina
