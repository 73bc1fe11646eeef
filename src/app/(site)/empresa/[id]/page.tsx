import { paginaDoProduto } from '@/features/produtos/paginas'
import { BotaoSolicitacao } from '@/features/solicitacao/BotaoSolicitacao.client'

const pagina = paginaDoProduto('ICS', BotaoSolicitacao)
export const generateMetadata = pagina.generateMetadata
export default pagina.Pagina
