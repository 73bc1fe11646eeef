import { noticiaLegada } from '@/domain/noticia'
import { rotaLegada } from '@/server/borda/contrato/rota-legada'
import { listarNoticiasHome } from '@/dados/noticias'

/** GET /fas/findNoticiasHome (spec 1 §7): the latest published news, newest first. */
export const GET = rotaLegada({ nome: 'findNoticiasHome', executar: async () => (await listarNoticiasHome()).map(noticiaLegada) })
