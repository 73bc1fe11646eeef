import { noticiaLegada } from '@/domain/noticia'
import { rotaLegada } from '@/server/borda/contrato/rota-legada'
import { listarDestaques } from '@/dados/noticias'

/** GET /fas/findNoticiasDestaque (spec 1 §7): the highlights, data descending, first 3. */
export const GET = rotaLegada({ nome: 'findNoticiasDestaque', executar: async () => (await listarDestaques()).map(noticiaLegada) })
