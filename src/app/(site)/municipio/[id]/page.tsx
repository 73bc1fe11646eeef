import { paginaDoProduto } from '@/features/produtos/paginas'
import { BotaoSolicitacao } from '@/features/solicitacao/BotaoSolicitacao.client'

const pagina = paginaDoProduto('PUB', BotaoSolicitacao)
export const generateMetadata = pagina.generateMetadata
export default pagina.Pagina
