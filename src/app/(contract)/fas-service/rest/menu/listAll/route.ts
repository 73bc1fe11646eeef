import { itemMenuLegado } from '@/domain/transparencia'
import { rotaLegada } from '@/server/borda/contrato/rota-legada'
import { listarItensMenu } from '@/dados/transparencia'

/**
 * GET /fas-service/rest/menu/listAll (spec 2 §7): the published menu items of
 * every menu. The legacy client sent a fixed basic-authorization header; the
 * items are public, so none is required (docs/spec-notes.md).
 */
export const GET = rotaLegada({ nome: 'menuListAll', executar: async () => (await listarItensMenu()).map(itemMenuLegado) })
