import { rotaLegada } from '@/server/borda/contrato/rota-legada'
import { listarTiposPublicacao } from '@/dados/transparencia'

/** GET /fas/transparencia/findAllTipoPublicacao (spec 2 §7): the publication categories, id and titulo. */
export const GET = rotaLegada({ nome: 'findAllTipoPublicacao', executar: () => listarTiposPublicacao() })
